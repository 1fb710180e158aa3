import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '@admin/config/areas';
import { supabase } from '../supabase';

/** The signed-in user's staff role (RLS lets everyone read their own row), or null. */
export const roleQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', userId, 'role'],
    queryFn: async (): Promise<StaffRole | null> => {
      const { data } = await supabase
        .from('user_roles')
        .select('role')
        .eq('user_id', userId)
        .maybeSingle()
        .throwOnError();
      return data?.role ?? null;
    },
  });

/** The user's two-factor factors, asked of the auth server (the stored session may be stale). */
export const factorsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['auth', userId, 'factors'],
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors();
      if (error) throw error;
      return { all: data.all, verified: data.totp };
    },
  });

/** Whether admin rights need a two-factor session (site_settings.require_admin_mfa, readable by all). */
export const requireAdminMfaQuery = () =>
  queryOptions({
    queryKey: ['site-settings', 'require-admin-mfa'],
    queryFn: async (): Promise<boolean> => {
      const { data } = await supabase
        .from('site_settings')
        .select('require_admin_mfa')
        .eq('id', true)
        .maybeSingle()
        .throwOnError();
      return data?.require_admin_mfa ?? false;
    },
  });
