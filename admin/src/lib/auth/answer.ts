/** What a supabase-js answer carries when it has no error. */
type Success<Answer> = Extract<Answer, { error: null }> extends { data: infer Data } ? Data : never;

/** The data of a supabase-js answer (auth, storage), or its error thrown, for queries and mutations. */
export async function dataOrThrow<Answer extends { data: unknown; error: Error | null }>(
  answer: PromiseLike<Answer>,
): Promise<Success<Answer>> {
  const result = await answer;
  if (result.error) throw result.error;
  return result.data as Success<Answer>;
}
