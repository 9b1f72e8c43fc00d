import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

interface ChatMessage {
  role: string
  content: string
}

/**
 * An OpenAI-compatible chat endpoint on a loopback port, standing in for the language model at the
 * network edge (LLM_BASE_URL): it records what it was asked and answers with `reply` (a promise
 * holds the answer back until the test lets it go, as a slow model would).
 */
export async function startFakeLanguageModel(reply: (messages: ChatMessage[]) => string | Promise<string>) {
  const requests: ChatMessage[][] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end()
        return
      }
      const messages = (JSON.parse(body) as { messages: ChatMessage[] }).messages
      requests.push(messages)
      const content = await reply(messages)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
