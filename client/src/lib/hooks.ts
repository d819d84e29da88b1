import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';
import type { SessionState } from './session';

/** What every screen may read from the store: the session and the API cache. app/store.ts checks
 * that its state has this shape, so lib/ and features/ never import app/. */
export interface AppState {
  session: SessionState;
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
