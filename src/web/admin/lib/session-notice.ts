import { createSlice } from '@reduxjs/toolkit';

/**
 * What the sign-in screen should say about the last session ("You have signed out."). Kept in the
 * store rather than in the router's location state, because the shell and the session check may
 * both send the staff member to /login at the same moment and only one location state survives.
 */
export const sessionNotice = createSlice({
  name: 'sessionNotice',
  initialState: { kind: null as 'signed_out' | null },
  reducers: {
    signedOut: (state) => {
      state.kind = 'signed_out';
    },
    cleared: (state) => {
      state.kind = null;
    },
  },
});
