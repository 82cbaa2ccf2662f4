// The bare reference page: React alone making the API calls the portal makes on a page, all at
// once, and rendering what the portal's page shows first. Built by esbuild (bench/src/parts/time.ts).
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiCall, BareConfig } from './config';

declare global {
  interface Window {
    /** Set by the page's HTML before this bundle runs. */
    BENCH_CONFIG: BareConfig;
  }
}

const config = window.BENCH_CONFIG;

interface Reply {
  call: ApiCall;
  body: unknown;
}

async function callAll(calls: readonly ApiCall[], token: string): Promise<Reply[]> {
  return Promise.all(
    calls.map(async (call) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (call.body !== null) headers['content-type'] = 'application/json';
      const response = await fetch(call.url, { method: call.method, headers, body: call.body });
      const type = response.headers.get('content-type') ?? '';
      const body: unknown = type.includes('json') ? await response.json() : await response.text();
      return { call, body };
    }),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function firstQuestionText(replies: readonly Reply[]): string {
  const questions = replies.find((reply) => reply.call.url.startsWith('/api/questions'));
  const first: unknown = Array.isArray(questions?.body) ? questions.body[0] : undefined;
  return isRecord(first) && typeof first.description === 'string' ? first.description : '';
}

function areasOf(replies: readonly Reply[]): Array<{ id: number; name: string }> {
  for (const reply of replies) {
    if (isRecord(reply.body) && Array.isArray(reply.body.areas)) {
      return reply.body.areas.filter(isRecord).map((area) => ({ id: Number(area.id), name: String(area.name) }));
    }
  }
  return [];
}

function NqaPage({ text }: { text: string }) {
  return (
    <div data-remote="mf-assessment">
      <article>
        <p>{text}</p>
      </article>
    </div>
  );
}

function Dashboard({ areas }: { areas: Array<{ id: number; name: string }> }) {
  return (
    <section>
      {areas.map((area) => (
        <article key={area.id} aria-labelledby={`nqa-card-${area.id}`}>
          <h2 id={`nqa-card-${area.id}`}>{area.name}</h2>
        </article>
      ))}
    </section>
  );
}

function LoginPage() {
  const [areas, setAreas] = useState<Array<{ id: number; name: string }> | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void (async () => {
      const response = await fetch('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          username: form.get('email'),
          password: form.get('password'),
          client_id: config.clientId,
        }),
      });
      const { access_token: token } = (await response.json()) as { access_token: string };
      setAreas(areasOf(await callAll(config.calls, token)));
    })();
  };
  if (areas) return <Dashboard areas={areas} />;
  return (
    <form onSubmit={submit}>
      <label>
        Email address <input name="email" type="email" />
      </label>
      <label>
        Password <input name="password" type="password" />
      </label>
      <button type="submit">Log in</button>
    </form>
  );
}

const root = createRoot(document.getElementById('root')!);
if (config.mode === 'nqa') {
  // The calls start before React renders anything, as a page without a waterfall would.
  const session = JSON.parse(localStorage.getItem(config.sessionKey) ?? '{}') as { accessToken?: string };
  void callAll(config.calls, session.accessToken ?? '').then((replies) =>
    root.render(<NqaPage text={firstQuestionText(replies)} />),
  );
} else {
  root.render(<LoginPage />);
}
