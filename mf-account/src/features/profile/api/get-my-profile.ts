// GET my-profile: the signed-in user's own profile, with its concurrency stamp (the query itself
// lives in lib/account-queries: other screens read it too).
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/account-queries';

export const useMyProfile = () => useQuery(profileQueryOptions());
