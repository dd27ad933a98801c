import type { Locale } from '../i18n/locale.ts';
import type { MessageKey, TranslateParams } from '../i18n/translate.ts';
import { APP_TIME_ZONE } from '../shared/istanbul-time.ts';
import type { SecurityAlertSeverity, SecurityAlertType } from './security.schemas.ts';

/**
 * The analysis of an alert: through the configured model,
 * with the spec's system instruction and prompt, or, without one, a rule-based analysis per alert
 * type: what the threat is, its potential impact, 3 to 5 immediate actions and long-term measures.
 * Never empty. Both are written in the reader's language; the translator is passed in, so this
 * module does not carry the catalogues into the web's bundle.
 */

export type Translator = (key: MessageKey, params?: TranslateParams) => string;

export type AnalysedAlert = {
  type: SecurityAlertType;
  severity: SecurityAlertSeverity;
  source: string;
  target: string;
  description: string;
  details: Record<string, unknown>;
  /** When it was first raised (ISO). */
  createdAt: string;
};

/** How many immediate actions and long-term measures each type's rules hold (catalogue keys 1…n). */
const RULE_COUNTS: Readonly<Record<SecurityAlertType, { actions: number; measures: number }>> = {
  login_failures: { actions: 4, measures: 3 },
  xss_attempt: { actions: 3, measures: 3 },
  sql_injection_attempt: { actions: 3, measures: 3 },
  suspicious_ip: { actions: 3, measures: 3 },
  data_leak_suspicion: { actions: 4, measures: 3 },
  unauthorized_access: { actions: 3, measures: 3 },
  ddos_detected: { actions: 4, measures: 3 },
  new_vulnerability: { actions: 3, measures: 3 },
};

/** The rule-based analysis as its four parts. */
export const ruleBasedAnalysisParts = (type: SecurityAlertType, t: Translator) => {
  const counts = RULE_COUNTS[type];
  const numbered = (section: 'actions' | 'measures', count: number) =>
    Array.from({ length: count }, (_, index) => t(`security:analysis.${type}.${section}.${index + 1}` as MessageKey));
  return {
    threat: t(`security:analysis.${type}.threat` as MessageKey),
    impact: t(`security:analysis.${type}.impact` as MessageKey),
    immediate: numbered('actions', counts.actions),
    longTerm: numbered('measures', counts.measures),
  };
};

/** The rule-based analysis as the text the alert stores: four headed sections, actions numbered. */
export const ruleBasedAnalysis = (alert: Pick<AnalysedAlert, 'type'>, t: Translator): string => {
  const parts = ruleBasedAnalysisParts(alert.type, t);
  return [
    `${t('security:analysis.threat')}\n${parts.threat}`,
    `${t('security:analysis.impact')}\n${parts.impact}`,
    `${t('security:analysis.immediate')}\n${parts.immediate.map((line, index) => `${index + 1}. ${line}`).join('\n')}`,
    `${t('security:analysis.longTerm')}\n${parts.longTerm.map((line) => `- ${line}`).join('\n')}`,
  ].join('\n\n');
};

/** The spec's system instruction: a senior cybersecurity analyst who explains simply, assesses risk, suggests short actions. */
export const aiSystemInstruction = (locale: Locale): string =>
  locale === 'en'
    ? 'You are a senior cybersecurity analyst for Patili, a pet-care marketplace. Explain threats in simple terms a non-specialist admin understands, assess the risk honestly, and suggest short, action-oriented mitigation. Answer in English, in plain text without Markdown tables.'
    : 'Patili adlı evcil hayvan bakım pazaryerinin kıdemli siber güvenlik analistisin. Tehditleri uzman olmayan bir yöneticinin anlayacağı sade bir dille açıkla, riski dürüstçe değerlendir ve kısa, eyleme dönük önlemler öner. Türkçe yanıt ver; Markdown tablosu kullanmadan düz metin yaz.';

const DETAILS_MAX = 2000;

const istanbulTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: APP_TIME_ZONE }).format(new Date(iso));

/**
 * The spec's prompt: the alert's type, severity, source, target, time, description and details,
 * asking for a threat explanation, the potential impact, 3 to 5 immediate actions and long-term
 * measures.
 */
export const aiAnalysisPrompt = (alert: AnalysedAlert, locale: Locale, t: Translator): string => {
  const details = JSON.stringify(alert.details, null, 2);
  const lines =
    locale === 'en'
      ? [
          'Analyse this security alert of our platform.',
          '',
          `Alert type: ${t(`security:types.${alert.type}` as MessageKey)} (${alert.type})`,
          `Severity: ${t(`security:severities.${alert.severity}` as MessageKey)} (${alert.severity})`,
          `Source: ${alert.source}`,
          `Target: ${alert.target}`,
          `Time: ${istanbulTime(alert.createdAt, locale)} (${APP_TIME_ZONE})`,
          `Description: ${alert.description}`,
          `Details: ${details.length > DETAILS_MAX ? `${details.slice(0, DETAILS_MAX)}…` : details}`,
          '',
          'Give: 1) a short explanation of the threat, 2) its potential impact, 3) 3 to 5 immediate actions, 4) long-term measures.',
        ]
      : [
          'Platformumuzdaki şu güvenlik uyarısını analiz et.',
          '',
          `Uyarı türü: ${t(`security:types.${alert.type}` as MessageKey)} (${alert.type})`,
          `Önem derecesi: ${t(`security:severities.${alert.severity}` as MessageKey)} (${alert.severity})`,
          `Kaynak: ${alert.source}`,
          `Hedef: ${alert.target}`,
          `Zaman: ${istanbulTime(alert.createdAt, locale)} (${APP_TIME_ZONE})`,
          `Açıklama: ${alert.description}`,
          `Ayrıntılar: ${details.length > DETAILS_MAX ? `${details.slice(0, DETAILS_MAX)}…` : details}`,
          '',
          'Şunları ver: 1) tehdidin kısa açıklaması, 2) olası etkisi, 3) hemen yapılması gereken 3-5 eylem, 4) uzun vadeli önlemler.',
        ];
  return lines.join('\n');
};
