import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ArtistDetail,
  ArtistSummary,
  ExhibitionDetail,
  ExhibitionSummary,
  PressArticle,
} from '#shared/api/gallery.ts';

/**
 * The client state for exhibitions and artists (docs/product.md#data). Screens read fresh data through RTK Query;
 * this slice keeps the last answers so a returning visitor sees them at once (it is persisted).
 */
export interface ExhibitionState {
  exhibitions: ExhibitionSummary[];
  artists: ArtistSummary[];
  press_releases: PressArticle[];
  exhibitionDetails: ExhibitionDetail | null;
  artistDetail: ArtistDetail | null;
  loading: boolean;
  message: string | null;
  error: unknown;
}

const initialState: ExhibitionState = {
  exhibitions: [],
  artists: [],
  press_releases: [],
  exhibitionDetails: null,
  artistDetail: null,
  loading: false,
  message: null,
  error: null,
};

export const exhibitionSlice = createSlice({
  name: 'exhibition',
  initialState,
  reducers: {
    exhibitionsLoaded(state, { payload }: PayloadAction<ExhibitionSummary[]>) {
      state.exhibitions = payload;
    },
    artistsLoaded(state, { payload }: PayloadAction<ArtistSummary[]>) {
      state.artists = payload;
    },
    pressLoaded(state, { payload }: PayloadAction<PressArticle[]>) {
      state.press_releases = payload;
    },
    exhibitionDetailLoaded(state, { payload }: PayloadAction<ExhibitionDetail | null>) {
      state.exhibitionDetails = payload;
    },
    artistDetailLoaded(state, { payload }: PayloadAction<ArtistDetail | null>) {
      state.artistDetail = payload;
    },
    exhibitionLoading(state, { payload }: PayloadAction<boolean>) {
      state.loading = payload;
    },
    exhibitionMessage(state, { payload }: PayloadAction<string | null>) {
      state.message = payload;
    },
    exhibitionFailed(state, { payload }: PayloadAction<unknown>) {
      state.error = payload;
      state.loading = false;
    },
  },
});

export const {
  exhibitionsLoaded,
  artistsLoaded,
  pressLoaded,
  exhibitionDetailLoaded,
  artistDetailLoaded,
  exhibitionLoading,
  exhibitionMessage,
  exhibitionFailed,
} = exhibitionSlice.actions;
