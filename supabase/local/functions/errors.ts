/** An error of the functions gateway itself (not of a function): `{ code, message }`. */
export const functionsError = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
