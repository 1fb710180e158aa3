import { describe, expect, it } from 'vitest';
import { AREA_GROUPS, AREAS, areaAt, areasFor, mayOpen } from '../../../admin/src/config/areas.ts';
import { loginPath, safeNext } from '../../../admin/src/config/paths.ts';
import { accessTo, type StaffAccess } from '../../../admin/src/lib/auth/access.ts';

const ADMIN_ONLY = ['user-management', 'settings', 'maintenance-mode', 'backup-management'];

const access = (overrides: Partial<StaffAccess>): StaffAccess => ({
  role: 'editor',
  aal: 'aal1',
  hasVerifiedFactor: false,
  requireAdminMfa: false,
  ...overrides,
});

describe('the admin route table', () => {
  it('has the dashboard, the sixteen areas of the specification, the media library, the trash, calls, publishing and deliveries, grouped as the sidebar shows them', () => {
    expect(AREAS[0]).toMatchObject({ slug: '', title: 'Dashboard', group: null });
    const grouped = Object.fromEntries(
      AREA_GROUPS.map((group) => [group, AREAS.filter((a) => a.group === group).map((a) => a.slug)]),
    );
    expect(grouped).toEqual({
      Content: [
        'blog-posts',
        'case-studies',
        'portfolio',
        'youtube-management',
        'resources',
        'about-management',
        'career-management',
        'media-library',
        'trash',
      ],
      Inbox: ['contact-submissions', 'calls', 'job-applications', 'newsletter', 'deliveries'],
      Site: ['publish', 'seo-management', 'backlink-management', 'settings', 'maintenance-mode'],
      System: ['user-management', 'backup-management'],
    });
    expect(AREAS).toHaveLength(22);
  });

  it('marks users, settings, maintenance and backups as admin-only', () => {
    expect(
      AREAS.filter((a) => a.role === 'admin')
        .map((a) => a.slug)
        .sort(),
    ).toEqual([...ADMIN_ONLY].sort());
  });

  it('lets admins open everything, editors everything but the admin-only areas, and no role nothing', () => {
    expect(areasFor('admin')).toHaveLength(22);
    expect(areasFor('editor').map((a) => a.slug)).toEqual(
      AREAS.map((a) => a.slug).filter((slug) => !ADMIN_ONLY.includes(slug)),
    );
    expect(areasFor(null)).toEqual([]);
    for (const area of AREAS) expect(mayOpen(undefined, area)).toBe(false);
  });

  it('finds the area of a path, nested pages included', () => {
    expect(areaAt('/')?.title).toBe('Dashboard');
    expect(areaAt('/blog-posts')?.slug).toBe('blog-posts');
    expect(areaAt('/blog-posts/123/edit')?.slug).toBe('blog-posts');
    expect(areaAt('/nowhere')).toBeUndefined();
  });
});

describe('access decisions', () => {
  const settings = { role: 'admin' } as const;
  const blog = { role: 'editor' } as const;

  it('refuses a signed-in user without a role, and an editor on admin-only areas', () => {
    expect(accessTo(blog, access({ role: null }))).toBe('unauthorized');
    expect(accessTo(settings, access({ role: 'editor' }))).toBe('unauthorized');
    expect(accessTo(blog, access({ role: 'editor' }))).toBe('allow');
    expect(accessTo(settings, access({ role: 'admin' }))).toBe('allow');
  });

  it('asks for the second step when a factor is enrolled and the session is not aal2', () => {
    expect(accessTo(blog, access({ hasVerifiedFactor: true, aal: 'aal1' }))).toBe('verify-mfa');
    expect(accessTo(blog, access({ hasVerifiedFactor: true, aal: 'aal2' }))).toBe('allow');
  });

  it('sends an admin without two-factor to enrol before admin areas when the site requires it', () => {
    const admin = access({ role: 'admin', requireAdminMfa: true });
    expect(accessTo(settings, admin)).toBe('enrol-mfa');
    expect(accessTo(blog, admin)).toBe('allow');
    expect(accessTo(settings, { ...admin, hasVerifiedFactor: true, aal: 'aal2' })).toBe('allow');
    // The setting is about admin rights: an editor is refused, not asked to enrol.
    expect(accessTo(settings, access({ role: 'editor', requireAdminMfa: true }))).toBe('unauthorized');
  });
});

describe('the sign-in return path', () => {
  it('keeps a path inside the admin and refuses anything that leaves it', () => {
    expect(safeNext('/settings?tab=chat')).toBe('/settings?tab=chat');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.test/')).toBe('/');
    expect(safeNext('//evil.test/')).toBe('/');
    expect(safeNext('/\\evil.test')).toBe('/');
    expect(safeNext('/login?next=/x')).toBe('/');
  });

  it('puts the page asked for in ?next=', () => {
    expect(loginPath('/settings?tab=chat')).toBe('/login?next=%2Fsettings%3Ftab%3Dchat');
    expect(loginPath('/')).toBe('/login');
  });
});
