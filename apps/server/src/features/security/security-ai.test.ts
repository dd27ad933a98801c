import { detectFailedSignIns, type SecurityAlert } from '@patili/domain/security';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { useAiServer } from '../../../test/ai-server.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { adminActionLog, securityAlert } from '../../db/schema/index.ts';
import { raiseAlert } from '../../lib/security/alerts.ts';

// The model on a local OpenAI-compatible server (test/ai-server.ts): started first, closed last.
const ai = useAiServer({ timeoutMs: 1500 });
const testApp = useTestApp({ ai: ai.client });
const db = () => testApp.deps.database.db;

let sequence = 0;
/** A new open alert raised by the real detector (a burst of failed sign-ins from its own address). */
const newAlert = async () => {
  sequence += 1;
  const detection = detectFailedSignIns({ ipAddress: `203.0.113.${sequence}`, failures: 15, accounts: 1, lastEmail: 'ayse@example.com' });
  const raised = await raiseAlert(db(), detection!, new Date('2026-11-20T21:30:00.000Z'));
  return raised.id;
};
const rowOf = async (id: string) => (await db().select().from(securityAlert).where(eq(securityAlert.id, id)))[0]!;

describe('the AI analysis through the configured model', () => {
  it('sends the spec’s system instruction and prompt, stores the answer and sets investigating; audited', async () => {
    ai.server().reset();
    ai.server().behave({ chunks: ['Tehdit: kaba kuvvet. ', 'Hemen: adresi engelleyin.'] });
    const { client } = await signedInAs(testApp, 'admin');
    const id = await newAlert();
    const response = await client.post<SecurityAlert>(`/api/admin/security/alerts/${id}/analysis`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'investigating', analysisSource: 'ai', aiAnalysis: 'Tehdit: kaba kuvvet. Hemen: adresi engelleyin.' });

    const [request] = ai.server().requests;
    expect(request).toMatchObject({ model: 'test-model', stream: false, authorization: 'Bearer test-key' });
    expect(request!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('kıdemli siber güvenlik analisti') });
    const prompt = request!.messages[1]!.content;
    for (const part of ['Uyarı türü: Başarısız giriş denemeleri', 'Önem derecesi: Yüksek', 'Kaynak: 203.0.113.', 'Hedef: ayse@example.com', 'Zaman: 21 Kas 2026 00:30:00', 'Açıklama: ', 'Ayrıntılar: ', '3-5 eylem']) {
      expect(prompt).toContain(part);
    }
    const log = await db().select().from(adminActionLog).where(eq(adminActionLog.targetId, id));
    expect(log).toEqual([expect.objectContaining({ actionType: 'alert_analysed', description: expect.stringContaining('yapay zeka analizi yapıldı; durum: new → investigating') })]);
  });

  it('asks in English for an English interface', async () => {
    ai.server().reset();
    const { client } = await signedInAs(testApp, 'admin');
    const id = await newAlert();
    await client.request('POST', `/api/admin/security/alerts/${id}/analysis`, { json: {}, headers: { 'accept-language': 'en' } });
    expect(ai.server().requests[0]!.messages[0]!.content).toContain('senior cybersecurity analyst');
    expect(ai.server().requests[0]!.messages[1]!.content).toContain('Alert type: Failed sign-in attempts');
  });

  it("an empty answer is 'Yapay zekadan yanıt alınamadı.' and leaves the alert as it was", async () => {
    ai.server().reset();
    ai.server().behave({ empty: true });
    const { client } = await signedInAs(testApp, 'admin');
    const id = await newAlert();
    const response = await client.post(`/api/admin/security/alerts/${id}/analysis`, {});
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ code: 'AI_NO_ANSWER', message: 'Yapay zekadan yanıt alınamadı.' });
    expect(await rowOf(id)).toMatchObject({ status: 'new', aiAnalysis: null, analysisSource: null });
  });

  it('a failing model gives the chatbot error text plus the reason, and leaves the alert as it was', async () => {
    ai.server().reset();
    ai.server().behave({ status: 500 });
    const { client } = await signedInAs(testApp, 'admin');
    const id = await newAlert();
    const response = await client.post(`/api/admin/security/alerts/${id}/analysis`, {});
    expect(response.status).toBe(502);
    expect(response.body.code).toBe('AI_FAILED');
    expect(response.body.message).toMatch(/^Üzgünüm, bir sorun oluştu ve yanıt veremiyorum\. AI endpoint answered 500/);
    expect(await rowOf(id)).toMatchObject({ status: 'new', aiAnalysis: null });

    ai.server().behave({ delayMs: 3000 });
    const slow = await client.post(`/api/admin/security/alerts/${id}/analysis`, {});
    expect(slow.status).toBe(502);
    expect(slow.body.message).toContain('timeout');
    expect(await rowOf(id)).toMatchObject({ status: 'new', aiAnalysis: null });
  });
});
