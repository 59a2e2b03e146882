let companies = 0

/**
 * A company signed up through a running server's own HTTP, as a browser would (register, the code from the dev
 * outbox, verify), for tests on real servers and sockets: its owner's session cookie and the company's id.
 */
export async function signUpOnServer(
  serverUrl: string,
  marker: string,
): Promise<{ cookie: string; companyId: number }> {
  companies += 1
  const email = `${marker}${companies}.${Date.now()}@${marker}.test`
  const post = (path: string, body: unknown) =>
    fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await post('/api/sessions/register', {
    company_name: `${marker} ${companies}`,
    first_name: 'Owner',
    last_name: marker,
    email,
    currency: 'AUD',
  })
  const outbox = (await (await fetch(`${serverUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[]
  const code = /\b\d{6}\b/.exec(outbox.find((message) => message.to === email)?.text ?? '')?.[0]
  const verified = await post('/api/sessions/register/verify', { email, code })
  const cookie = /((?:__Host-)?pos_session=[^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const companyId = ((await verified.json()) as { company: { id: number } }).company.id
  return { cookie, companyId }
}
