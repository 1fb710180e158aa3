-- Run by the local stack on a fresh database, with $1 = the id of the first admin account it creates.
insert into public.user_roles (user_id, role) values ($1::uuid, 'admin');
