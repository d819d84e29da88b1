import { Router } from 'express';
import * as yup from 'yup';
import {
  GROUP_MSG,
  chatRequestsQuerySchema,
  decideRequestsSchema,
  joinRequestListQuerySchema,
  joinRequestSchema,
  text,
  type DecideRequestsInput,
  type JoinRequestInput,
  type PagingQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { validate } from '../../middleware/validate';
import * as svc from './requests.service';

const idsOf = (input: DecideRequestsInput) => [...(input.requestId ? [input.requestId] : []), ...(input.requestIds ?? [])];

/** Join requests for groups, chats and institutions (spec 001 §4, §7 'Join requests'). */
export function requestRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  r.post('/user/requesttojoin/new', kit.authenticate, validate(joinRequestSchema), async (req, res) => {
    const input = req.body as JoinRequestInput;
    const outcome = await svc.requestToJoin(db, currentUser(req), input as Parameters<typeof svc.requestToJoin>[2]);
    const message = outcome.joined ? GROUP_MSG.joined : input.whatToJoin === 'chat' ? GROUP_MSG.chatJoinSubmitted : GROUP_MSG.joinSubmitted;
    ok(res, { message, data: outcome }, 201);
  });

  r.get('/user/requeststojoin/view', kit.authenticate, validate(joinRequestListQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.myRequests(db, currentUser(req).id, validQuery<PagingQuery>(res)));
  });

  r.get(
    '/joinrequests/getAllJoinRequests/:adminID',
    kit.authenticate,
    validate(yup.object({ adminID: text().required() }), 'params'),
    validate(joinRequestListQuerySchema, 'query'),
    async (req, res) => {
      const { adminID } = validParams<{ adminID: string }>(res);
      ok(res, await svc.decidableRequests(db, currentUser(req), adminID, validQuery<PagingQuery>(res)));
    },
  );

  const decideHandler = async (req: import('express').Request, res: import('express').Response) => {
    const input = req.body as DecideRequestsInput;
    const data = await svc.decide(db, currentUser(req), idsOf(input), input.requestStatus as 'accepted' | 'rejected', input.reason);
    ok(res, { message: GROUP_MSG.statusUpdated, data });
  };
  r.post('/joinrequests/updateRequestStatus', kit.authenticate, validate(decideRequestsSchema), decideHandler);
  r.post('/chat/submitChatRequestStatus', kit.authenticate, validate(decideRequestsSchema), decideHandler);

  // The chat admin's pending requests for one discussion.
  r.get('/chat/getGroupChatRequests', kit.authenticate, validate(chatRequestsQuerySchema, 'query'), async (req, res) => {
    const me = currentUser(req);
    const { chatId } = validQuery<{ chatId: string }>(res);
    ok(res, await svc.decidableRequests(db, me, me.id, { skip: 0, limit: 100 }, { kind: 'chat', id: chatId }));
  });

  return r;
}
