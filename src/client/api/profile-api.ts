import { apiGet, apiPatch, apiPost } from './api-client';
import type { PreferenceUpdate, ProfileResponse, ProfileUpdate, UserProfile } from './types';

export const getUserProfile = (signal?: AbortSignal) => apiGet<ProfileResponse>('/user-profile', { signal });
export const updateUserProfile = (patch: ProfileUpdate) => apiPatch<UserProfile>('/user-profile', patch);
export const saveUserPreference = (update: PreferenceUpdate) => apiPost<UserProfile>('/user-preference', update);
