import { createServer, type Server } from 'node:net'

export type CaughtMail = { from: string; to: string[]; data: string }

/**
 * A tiny real SMTP server for tests: speaks just enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT) for
 * nodemailer to deliver to it, and keeps every message it receives.
 */
export async function startSmtpCatcher(): Promise<{
  url: string
  mail: CaughtMail[]
  close(): Promise<void>
}> {
  const mail: CaughtMail[] = []
  const server: Server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current: CaughtMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 catcher ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          mail.push(current)
          current = { from: '', to: [], data: '' }
          reply('250 OK queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 catcher')
        else if (verb === 'MAIL') {
          current.from = line
          reply('250 OK')
        } else if (verb === 'RCPT') {
          current.to.push(line)
          reply('250 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
        } else reply('250 OK')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
