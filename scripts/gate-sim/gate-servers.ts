import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  ACCESS_WEBHOOK_SIGNATURE_HEADER,
  type AccessWebhookBody,
  accessEventInputSchema,
} from '../../api/src/contract/gate-access';
import { verifyWebhookSignature } from '../../api/src/domain/gate/webhook-signature';
import type { GateAnswer, GateController, GateQuestion } from './gate-controller';

// The simulator's two small HTTP doors: the webhook receiver the API pushes changes to (signature and
// replay checked before anything is applied), and a control door people and tests ask for decisions.

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export function webhookReceiver(
  controller: GateController,
  secret: string,
  log: (line: string) => void,
  now: () => number = Date.now,
): Server {
  return createServer(async (req, res) => {
    const body = await bodyOf(req);
    const header = req.headers[ACCESS_WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
    const signed = verifyWebhookSignature({
      secret,
      header: Array.isArray(header) ? header[0] : header,
      body,
      nowSeconds: Math.floor(now() / 1000),
    });
    if (!signed) {
      log('Refused a webhook: bad or stale signature');
      res.writeHead(400).end();
      return;
    }
    let delivery: AccessWebhookBody;
    try {
      delivery = JSON.parse(body) as AccessWebhookBody;
    } catch {
      log('Refused a webhook: signed, but its body is not JSON');
      res.writeHead(400).end();
      return;
    }
    try {
      const outcome = await controller.applyWebhook(delivery);
      if (outcome === 'duplicate') log('Ignored a webhook already applied (same delivery id)');
      res.writeHead(204).end();
    } catch (error) {
      // Not acknowledged: the API sends it again, and the copy is saved then.
      log(
        `Could not save a webhook's changes (${error instanceof Error ? error.message : error}): answered 500`,
      );
      res.writeHead(500).end();
    }
  });
}

export function controlServer(
  controller: GateController,
  onDecision: (question: GateQuestion, answer: GateAnswer) => void,
): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    };
    if (req.method === 'GET' && url.pathname === '/state') return send(200, controller.state());
    if (req.method === 'GET' && url.pathname === '/credential') {
      const type = url.searchParams.get('type') === 'rfid' ? 'rfid' : 'licensePlate';
      return send(200, controller.held(type, url.searchParams.get('value') ?? '') ?? null);
    }
    if (req.method === 'POST' && url.pathname === '/decide') {
      let body: unknown;
      try {
        body = JSON.parse(await bodyOf(req));
      } catch {
        body = null;
      }
      // The events call's own schema: the simulator accepts what the API would.
      const parsed = accessEventInputSchema.safeParse(body);
      if (!parsed.success)
        return send(400, { error: 'Send JSON {credential_type, value, plate_state?, direction}' });
      const question: GateQuestion = parsed.data;
      const answer = await controller.decide(question, { copyOnly: url.searchParams.get('from') === 'copy' });
      onDecision(question, answer);
      return send(200, answer);
    }
    send(404, { error: 'POST /decide, GET /state or GET /credential?type&value' });
  });
}
