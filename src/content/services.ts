import { getCollection, type CollectionEntry } from 'astro:content';
import { type ServiceGroup, SERVICE_GROUPS, servicePath } from '../lib/routes.ts';

export type ServicePageEntry = CollectionEntry<'servicePages'>;

/** A service's page copy with its place in the route table. */
export interface ServiceSummary {
  path: string;
  label: string;
  title: string;
  summary: string;
}

/** The copy of every service page, keyed "group/slug"; fails the build if the route table and the copy disagree. */
export async function servicePagesByKey(): Promise<Map<string, ServicePageEntry>> {
  const entries = await getCollection('servicePages');
  const byKey = new Map(entries.map((entry) => [`${entry.data.group}/${entry.data.slug}`, entry]));
  for (const group of SERVICE_GROUPS) {
    for (const service of group.services) {
      if (!byKey.has(`${group.slug}/${service.slug}`)) {
        throw new Error(`No copy for /services/${group.slug}/${service.slug} in src/content/copy/services.`);
      }
    }
  }
  return byKey;
}

/** A group's services, in the route table's order, with their copy's title and summary. */
export async function servicesOf(group: ServiceGroup): Promise<ServiceSummary[]> {
  const byKey = await servicePagesByKey();
  return group.services.map((service) => {
    const copy = byKey.get(`${group.slug}/${service.slug}`);
    return {
      path: servicePath(group.slug, service.slug),
      label: service.label,
      title: copy?.data.title ?? service.label,
      summary: copy?.data.summary ?? '',
    };
  });
}
