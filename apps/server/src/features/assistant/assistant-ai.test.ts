import type { AssistantHistory, AssistantStreamEvent } from '@patili/domain/assistant';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { useAiServer } from '../../../test/ai-server.ts';
import { signedInAs } from '../../../test/actors.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { assistantInteraction } from '../../db/schema/index.ts';
import { ask } from './assistant.test-helpers.ts';

// The configured path (AI_BASE_URL) against a local OpenAI-compatible server: no network. The AI
// server starts first (its hooks are registered first) and the app is built on a client of it.
// The model's time limit is real time: 400 ms was too short for a whole answer beside other suites
// on a 2-core machine (seen failing), so the limit is 3 s and the stalled model stalls for 6.
const ai = useAiServer({ timeoutMs: 3000 });
const testApp = useTestApp({ ai: ai.client });
const db = () => testApp.deps.database.db;

const deltasOf = (events: AssistantStreamEvent[]) => events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));

describe('asking with a configured model', () => {
  it('streams the model deltas in order and stores the answer with the passages it was given as citations', async () => {
    ai.server().reset();
    ai.server().behave({ chunks: ['Kedinizin ', 'karma aşısı ', '8. haftada ', 'başlar.'] });
    const { client } = await signedInAs(testApp, 'owner');
    const stream = await ask(client, 'kedim için hangi aşılar gerekli?');
    expect(stream.events.map((event) => event.type)).toEqual(['user', 'delta', 'delta', 'delta', 'delta', 'done']);
    expect(deltasOf(stream.events)).toEqual(['Kedinizin ', 'karma aşısı ', '8. haftada ', 'başlar.']);
    const done = stream.events.at(-1);
    expect(done?.type === 'done' && done.message.text).toBe('Kedinizin karma aşısı 8. haftada başlar.');
    expect(done?.type === 'done' && done.message.citations[0]).toEqual({ kind: 'help', title: 'Kedilerde aşı takvimi', href: '/owner/veterinarians/browse' });
    const history = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(history.items.map((item) => [item.sender, item.text])).toEqual([
      ['user', 'kedim için hangi aşılar gerekli?'],
      ['bot', 'Kedinizin karma aşısı 8. haftada başlar.'],
    ]);
  });

  it('answers an emergency itself, at once, without asking the model', async () => {
    ai.server().reset();
    const { client } = await signedInAs(testApp, 'owner');
    const stream = await ask(client, 'kedim kan kusuyor');
    const done = stream.events.at(-1);
    expect(done?.type === 'done' && done.message.text.startsWith('Bu bir acil durum olabilir')).toBe(true);
    expect(ai.server().requests).toHaveLength(0);
  });

  it('builds the system prompt from the consented context and the passages, never the unconsented name', async () => {
    const { user, client } = await signedInAs(testApp, 'sitter', { name: 'Gizli Soyadlı' });
    await client.put('/api/assistant/consent', { name: false, role: true, recentActivity: false });
    await ask(client, 'Merhaba');
    ai.server().reset();
    await ask(client, 'rezervasyonumu nasıl iptal ederim?');
    const [request] = ai.server().requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true, authorization: 'Bearer test-key' });
    const system = request?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Answer in Turkish');
    expect(system?.content).toContain('Role: pet sitter');
    expect(system?.content).toContain('Name: not shared');
    expect(system?.content).toContain('Rezervasyon nasıl iptal edilir?');
    expect(system?.content).toContain('“Evet, iptal et”');
    expect(JSON.stringify(request?.messages)).not.toContain('Gizli');
    // Today's conversation comes before the question.
    expect(request?.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'rezervasyonumu nasıl iptal ederim?' });

    await client.put('/api/assistant/consent', { name: true, role: false, recentActivity: false });
    ai.server().reset();
    await ask(client, 'şifremi unuttum');
    const named = ai.server().requests[0]?.messages[0]?.content ?? '';
    expect(named).toContain('Name: Gizli');
    expect(named).toContain('Role: not shared');
    const logged = await db().select().from(assistantInteraction).where(eq(assistantInteraction.userId, user.id));
    expect(logged.filter((row) => row.kind === 'message').every((row) => row.text === null)).toBe(true);
    // The greeting is small talk, answered without the model.
    expect(logged.filter((row) => row.answerer === 'ai').length).toBe(2);
  });

  it('answers in English for an English interface', async () => {
    ai.server().reset();
    const { client } = await signedInAs(testApp, 'owner');
    await client.post('/api/assistant/messages', { text: 'How do I cancel my booking?' }, { headers: { 'accept-language': 'en' } });
    expect(ai.server().requests[0]?.messages[0]?.content).toContain('Answer in English');
  });

  it('reports a timeout as the connection error; the question stays in the history', async () => {
    ai.server().reset();
    ai.server().behave({ delayMs: 6000, chunks: ['geç'] });
    const { user, client } = await signedInAs(testApp, 'owner');
    const stream = await ask(client, 'kedim için hangi aşılar gerekli?');
    expect(stream.events.map((event) => event.type)).toEqual(['user', 'error']);
    expect(stream.events[1]).toEqual({ type: 'error', code: 'AI_TIMEOUT', message: 'İletişim hatası. Lütfen tekrar deneyin.' });
    const history = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(history.items.map((item) => [item.sender, item.text])).toEqual([['user', 'kedim için hangi aşılar gerekli?']]);
    const [logged] = await db().select().from(assistantInteraction).where(eq(assistantInteraction.userId, user.id));
    expect(logged).toMatchObject({ answerer: 'ai', outcome: 'timeout' });
  });

  it('reports an HTTP 500 and an empty answer as the failure error, in the interface language', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    ai.server().behave({ status: 500 });
    const failed = await ask(client, 'kedim için hangi aşılar gerekli?');
    expect(failed.events.at(-1)).toEqual({ type: 'error', code: 'AI_FAILED', message: 'Üzgünüm, bir sorun oluştu ve yanıt veremiyorum.' });
    ai.server().behave({ empty: true });
    const empty = await ask(client, 'köpeğim kayboldu');
    expect(empty.events.at(-1)).toEqual({ type: 'error', code: 'AI_FAILED', message: 'Üzgünüm, bir sorun oluştu ve yanıt veremiyorum.' });
    const english = await client.post('/api/assistant/messages', { text: 'lost dog' }, { headers: { 'accept-language': 'en' } });
    expect(String(english.body)).toContain('Sorry, something went wrong and I cannot answer.');
    const history = (await client.get<AssistantHistory>('/api/assistant/messages')).body;
    expect(history.items.map((item) => item.sender)).toEqual(['user', 'user', 'user']);
  });

  it('still answers ticket intents with a proposal, whatever the model', async () => {
    ai.server().reset();
    ai.server().behave({ status: 500 });
    const { client } = await signedInAs(testApp, 'owner');
    const stream = await ask(client, 'destek talebi aç: ödeme sorunu');
    const done = stream.events.at(-1);
    expect(done?.type === 'done' && done.message.action?.kind).toBe('open_ticket');
    expect(ai.server().requests).toEqual([]);
  });
});
