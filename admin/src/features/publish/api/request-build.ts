import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import { NETWORK_MESSAGE } from '@admin/lib/errors';
import { supabase } from '@admin/lib/supabase';
import { type RequestBuildResponse, requestBuildResponse } from '@functions/request-build/contract';
import { PUBLISH_KEY } from './publish-status';

const errorBody = z.object({ error: z.object({ message: z.string() }) });

async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    if (response.status === 401) return 'Your session has ended. Sign in again.';
    const body = errorBody.safeParse(await response.json().catch(() => undefined));
    if (body.success) return body.data.error.message;
  }
  return error instanceof Error && /fetch/i.test(error.message)
    ? NETWORK_MESSAGE
    : 'The site could not be published. Please try again.';
}

/** "Update live site": asks the request-build function for a build (it collapses into one already queued). */
export async function requestBuild(): Promise<RequestBuildResponse> {
  const answer = await supabase.functions.invoke<unknown>('request-build', { body: {} });
  const error: unknown = answer.error;
  if (error !== null) throw new Error(await failureMessage(error));
  return requestBuildResponse.parse(answer.data);
}

export function useRequestBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBuild,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLISH_KEY }),
  });
}
