import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate.ts';
import { aiAnalysisPrompt, aiSystemInstruction, ruleBasedAnalysis, ruleBasedAnalysisParts } from './analysis.ts';
import { SECURITY_ALERT_TYPES } from './security.schemas.ts';

const tr = (key: string, params?: Record<string, string | number>) => translate('tr', key, params);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

const ALERT = {
  type: 'login_failures' as const,
  severity: 'high' as const,
  source: '203.0.113.9',
  target: 'ayse@example.com',
  description: '203.0.113.9 adresinden 10 dakikada 15 başarısız giriş denemesi (1 hesap).',
  details: { failures: 15 },
  createdAt: '2026-11-20T21:30:00.000Z',
};

describe('the rule-based analysis', () => {
  it.each(SECURITY_ALERT_TYPES)('%s: a threat, an impact, 3–5 immediate actions and long-term measures, in both languages', (type) => {
    for (const t of [tr, en]) {
      const parts = ruleBasedAnalysisParts(type, t);
      expect(parts.threat.trim()).not.toBe('');
      expect(parts.impact.trim()).not.toBe('');
      expect(parts.immediate.length).toBeGreaterThanOrEqual(3);
      expect(parts.immediate.length).toBeLessThanOrEqual(5);
      expect(parts.longTerm.length).toBeGreaterThanOrEqual(1);
      // Every line is a real message, never a key left untranslated.
      for (const line of [parts.threat, parts.impact, ...parts.immediate, ...parts.longTerm]) expect(line).not.toMatch(/^security:/);
    }
  });

  it('is written as four headed sections, actions numbered', () => {
    const text = ruleBasedAnalysis({ type: 'login_failures' }, tr);
    expect(text).toContain('Tehdit\n');
    expect(text).toContain('Olası etki\n');
    expect(text).toContain('Hemen yapılacaklar\n1. Kaynak IP adresini geçici olarak engelleyin.\n2. ');
    expect(text).toContain('Uzun vadeli önlemler\n- ');
    expect(ruleBasedAnalysis({ type: 'login_failures' }, en)).toContain('Immediate actions\n1. Block the source IP address for a while.');
  });
});

describe('the AI prompt', () => {
  it('casts a senior cybersecurity analyst who explains simply, assesses risk and suggests short actions', () => {
    expect(aiSystemInstruction('tr')).toContain('kıdemli siber güvenlik analisti');
    expect(aiSystemInstruction('en')).toMatch(/senior cybersecurity analyst.*simple terms.*assess the risk.*short, action-oriented mitigation/s);
  });

  it('lists type, severity, source, target, time (Istanbul), description and details, and asks for the four parts', () => {
    const prompt = aiAnalysisPrompt(ALERT, 'tr', tr);
    expect(prompt).toContain('Uyarı türü: Başarısız giriş denemeleri (login_failures)');
    expect(prompt).toContain('Önem derecesi: Yüksek (high)');
    expect(prompt).toContain('Kaynak: 203.0.113.9');
    expect(prompt).toContain('Hedef: ayse@example.com');
    // 21:30 UTC is 00:30 the next day in Istanbul.
    expect(prompt).toMatch(/Zaman: 21 Kas 2026 00:30:00 \(Europe\/Istanbul\)/);
    expect(prompt).toContain(`Açıklama: ${ALERT.description}`);
    expect(prompt).toContain('"failures": 15');
    expect(prompt).toContain('hemen yapılması gereken 3-5 eylem');
    expect(aiAnalysisPrompt(ALERT, 'en', en)).toContain('3 to 5 immediate actions');
  });
});
