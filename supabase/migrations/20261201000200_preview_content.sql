-- A preview link's content as the site would show it: preview_content (20261201000100) also gives a
-- blog post's author as the site shows it (name, role, photo), from the team members the public
-- sees: an unpublished or trashed team member is no author on the site, nor in a preview.
-- Same rules as before: anyone may call it; only a valid, unexpired link to an untrashed item
-- answers, anything else is null; read-only.

create or replace function public.preview_content(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link private.preview_links;
  item jsonb;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return null;
  end if;
  select * into link from private.preview_links l
  where l.token_hash = private.token_hash(p_token) and l.expires_at > now();
  if not found then
    return null;
  end if;
  execute format('select to_jsonb(t) - array[''deleted_at'', ''deleted_by''] from public.%I t where t.id = $1 and t.deleted_at is null',
    link.table_name) into item using link.row_id;
  if item is null then
    return null;
  end if;
  if link.table_name = 'blog_posts' then
    item := item || jsonb_build_object('author', (
      select jsonb_build_object('name', m.name, 'role', m.role, 'photo_path', m.photo_path)
      from public.team_members m
      where m.id = (item ->> 'author_id')::uuid and m.is_published and m.deleted_at is null
    ));
  end if;
  return jsonb_build_object('table', link.table_name, 'row', item, 'expires_at', link.expires_at);
end
$$;
comment on function public.preview_content(text) is 'The item a valid, unexpired preview link shows (a blog post with its published author), or null; anyone may call it.';

revoke all on function public.preview_content(text) from public;
grant execute on function public.preview_content(text) to anon, authenticated;
