import { Pencil, Trash2, UserRound } from 'lucide-react';
import { Badge } from '@admin/components/ui/badge';
import { Button } from '@admin/components/ui/button';
import { publicFileUrl } from '@admin/lib/media-url';
import type { TeamMember } from './api/team-members';
import { PublishedSwitch } from './published-switch';

interface TeamMemberRowProps {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
  onPublishedChange: (published: boolean) => void;
}

/** One person in the team list: photo, name, role, whether the site shows them, and their actions. */
export function TeamMemberRow({ member, onEdit, onDelete, onPublishedChange }: TeamMemberRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid={`team-member-${member.slug}`}>
      {member.photo_path ? (
        <img
          src={publicFileUrl('media', member.photo_path)}
          alt=""
          className="h-10 w-10 shrink-0 rounded-full bg-ink-100 object-cover"
        />
      ) : (
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-600">
          <UserRound className="h-5 w-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
          {member.name}
          {!member.is_published && <Badge>Hidden</Badge>}
        </p>
        <p className="truncate text-sm text-ink-700">{member.role}</p>
      </div>
      <div className="flex items-center gap-1">
        <PublishedSwitch
          label={`Show ${member.name} on the site`}
          checked={member.is_published}
          onCheckedChange={onPublishedChange}
        />
        <Button variant="ghost" size="sm" aria-label={`Edit ${member.name}`} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${member.name}`} onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
