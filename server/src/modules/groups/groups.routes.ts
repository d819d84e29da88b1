import { Router } from 'express';
import * as yup from 'yup';
import {
  GROUP_LIMITS,
  GROUP_MSG,
  YOUTH_MSG,
  LIMITS,
  MSG,
  addMembersSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatReadSchema,
  chatSchema,
  groupListQuerySchema,
  groupSchema,
  idParamSchema,
  pagingSchema,
  text,
  type AddMembersInput,
  type ChatInput,
  type ChatMessageInput,
  type ChatPageQuery,
  type ChatReadInput,
  type GroupInput,
  type GroupListQuery,
  type PagingQuery,
} from '@delv/shared';
import type { AppDeps, RouteKit } from '../../deps';
import { currentUser, ok, validParams, validQuery } from '../../lib/http';
import { singleFileUpload } from '../../middleware/upload';
import { validate } from '../../middleware/validate';
import * as chatsSvc from './chats.service';
import * as svc from './groups.service';

const picture = singleFileUpload('picture', LIMITS.IMAGE_BYTES, MSG.imageTooLarge);
const attachment = singleFileUpload('attachment', GROUP_LIMITS.ATTACHMENT_BYTES, GROUP_MSG.attachmentTooLarge);
const groupChatParams = yup.object({ groupId: text().required(), chatId: text().required() });
const memberCheckParams = yup.object({ groupId: text().required(), chatId: text().required(), userId: text().required() });
const groupMemberParams = yup.object({ id: text().required(), userId: text().required() });

/** Discussion groups and their discussions (issue 12; spec 001 §7 'Discussion groups and chat'). */
export function groupRoutes(deps: AppDeps, kit: RouteKit): Router {
  const r = Router();
  const { db } = deps;

  r.post('/discussiongroup', kit.authenticate, picture, validate(groupSchema), async (req, res) => {
    const data = await svc.createGroup(deps, currentUser(req), req.body as GroupInput, req.file);
    ok(res, { message: GROUP_MSG.created, data }, 201);
  });

  r.post('/discussiongroup/addmembers', kit.authenticate, validate(addMembersSchema), async (req, res) => {
    const input = req.body as AddMembersInput;
    ok(res, { message: GROUP_MSG.memberAdded, data: await svc.addMembers(db, currentUser(req), input.groupId, input.groupMembers) });
  });

  r.get('/discussiongroup', kit.authenticate, validate(groupListQuerySchema, 'query'), async (req, res) => {
    ok(res, await svc.listGroups(db, currentUser(req), validQuery<GroupListQuery>(res)));
  });

  // Onboarding and the feed's side panel: groups for my interests.
  r.get('/discussiongroup/suggested', kit.authenticate, async (req, res) => {
    const me = currentUser(req);
    ok(res, { data: await svc.suggestedGroups(db, me, me.interests, 6) });
  });

  r.get('/discussiongroup/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    ok(res, { data: await svc.getGroup(db, currentUser(req), validParams<{ id: string }>(res).id) });
  });

  r.get(
    '/discussiongroup/:id/members',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      ok(res, await svc.listMembers(db, currentUser(req), validParams<{ id: string }>(res).id, validQuery<PagingQuery>(res)));
    },
  );

  // The group's pending join requests, for its admins (the institution's Groups page; issue 27 #16).
  r.get(
    '/discussiongroup/:id/requests',
    kit.authenticate,
    validate(idParamSchema, 'params'),
    validate(pagingSchema, 'query'),
    async (req, res) => {
      ok(res, await svc.groupRequests(db, currentUser(req), validParams<{ id: string }>(res).id, validQuery<PagingQuery>(res)));
    },
  );

  // Spec 001 §7 'Check member in group' (path not shown there).
  r.get('/discussiongroup/:id/checkmember/:userId', kit.authenticate, validate(groupMemberParams, 'params'), async (req, res) => {
    const p = validParams<{ id: string; userId: string }>(res);
    ok(res, { data: await svc.checkMember(db, currentUser(req), p.id, p.userId) });
  });

  r.post('/discussiongroup/:id/leave', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await svc.leaveGroup(db, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: GROUP_MSG.left });
  });

  r.put('/discussiongroup/:id', kit.authenticate, validate(idParamSchema, 'params'), picture, validate(groupSchema), async (req, res) => {
    const data = await svc.updateGroup(deps, currentUser(req), validParams<{ id: string }>(res).id, req.body as GroupInput, req.file);
    ok(res, { message: GROUP_MSG.updated, data });
  });

  r.delete('/discussiongroup/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await svc.deleteGroup(deps, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: GROUP_MSG.deleted });
  });

  // Chats: the fixed paths before /chat/:groupID.
  r.post('/chat', kit.authenticate, validate(chatSchema), async (req, res) => {
    ok(res, { message: GROUP_MSG.chatCreated, data: await chatsSvc.createChat(db, currentUser(req), req.body as ChatInput) }, 201);
  });

  r.post('/chat/submitchat', kit.authenticate, attachment, validate(chatMessageSchema), async (req, res) => {
    const message = await chatsSvc.sendMessage(deps, currentUser(req), req.body as ChatMessageInput, req.file);
    // Held for a safeguarding review (issue 32): the sender is told why it was not delivered.
    ok(res, { ...(message.held ? { message: YOUTH_MSG.messageHeld } : {}), data: message }, 201);
  });

  r.post('/chat/read', kit.authenticate, validate(chatReadSchema), async (req, res) => {
    const input = req.body as ChatReadInput;
    ok(res, { data: await chatsSvc.markRead(db, currentUser(req), input.chatId, input.seq) });
  });

  r.delete('/chat/message/:id', kit.authenticate, validate(idParamSchema, 'params'), async (req, res) => {
    await chatsSvc.deleteMessage(deps, currentUser(req), validParams<{ id: string }>(res).id);
    ok(res, { message: GROUP_MSG.messageDeleted });
  });

  r.get('/chat/checkChatMember/:groupId/:chatId/:userId', kit.authenticate, validate(memberCheckParams, 'params'), async (req, res) => {
    const p = validParams<{ groupId: string; chatId: string; userId: string }>(res);
    ok(res, { data: await chatsSvc.checkChatMember(db, currentUser(req), p.groupId, p.chatId, p.userId) });
  });

  r.get(
    '/chat/getAllChatDiscusions/:groupId/:chatId',
    kit.authenticate,
    validate(groupChatParams, 'params'),
    validate(chatPageQuerySchema, 'query'),
    async (req, res) => {
      const p = validParams<{ groupId: string; chatId: string }>(res);
      ok(res, { ...(await chatsSvc.messagePage(db, currentUser(req), p.groupId, p.chatId, validQuery<ChatPageQuery>(res))) });
    },
  );

  r.get('/chat/:groupId', kit.authenticate, validate(yup.object({ groupId: text().required() }), 'params'), async (req, res) => {
    ok(res, await chatsSvc.listChats(db, currentUser(req), validParams<{ groupId: string }>(res).groupId));
  });

  return r;
}
