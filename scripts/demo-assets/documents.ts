// The downloadable resources: their actual content, keyed by the stored path the resource
// Markdown files reference (`file:`). Each builder returns the file's bytes.
import type ExcelJS from 'exceljs';
import { buildDocx, buildPdf, buildZip, newWorkbook, saveWorkbook } from './builders.ts';
import type { PdfSpec } from './builders.ts';

type Builder = () => Promise<Uint8Array>;

// ---------------------------------------------------------------------------------------------
// Technical SEO audit checklist (PDF)

const seoChecklist: PdfSpec = {
  title: 'Technical SEO Audit Checklist',
  subtitle:
    'A prioritized checklist for auditing crawling, indexing, rendering, site architecture and Core Web Vitals. Work through the tiers in order: a Tier 1 problem on a money page outranks any number of cosmetic warnings.',
  subject: 'Technical SEO audit',
  keywords: ['seo', 'technical seo', 'audit', 'checklist'],
  blocks: [
    { kind: 'h2', text: 'How to use this checklist' },
    {
      kind: 'p',
      text: 'Judge every finding against one question: does it affect the pages and templates that generate revenue or leads? Then sort it into a tier. Tier 1 issues block crawling or indexing, Tier 2 issues dilute ranking signals, Tier 3 issues degrade experience over time and Tier 4 issues are cosmetic.',
    },
    {
      kind: 'table',
      columns: ['Tier', 'What belongs here', 'When to act'],
      widths: [1.1, 3.4, 1.3],
      rows: [
        ['1. Blocking', 'Key pages cannot be crawled, rendered or indexed', 'This week'],
        ['2. Diluting', 'Duplicate URLs, redirect chains and wasted crawl', 'This quarter'],
        ['3. Degrading', 'Slow templates, weak internal links, thin pages', 'Next two quarters'],
        ['4. Cosmetic', 'Minor metadata and markup imperfections', 'Routine maintenance'],
      ],
    },
    { kind: 'h2', text: 'Before you start' },
    {
      kind: 'checks',
      items: [
        [
          'Export your top 200 landing pages by organic revenue or leads',
          'Use the last 12 months from your analytics platform; these pages set the priority of every finding.',
        ],
        [
          'List your commercial templates',
          'Product, category, service, location and comparison pages, with one example URL each.',
        ],
        [
          'Confirm access to Google Search Console and Bing Webmaster Tools',
          'Verify the domain property so every subdomain and protocol is covered.',
        ],
        [
          'Run a full crawl with JavaScript rendering enabled',
          'Save the crawl so you can compare it with the re-crawl after fixes.',
        ],
        [
          'Request 30 days of server logs if available',
          'Logs show where search engine bots actually spend their time.',
        ],
      ],
    },
    { kind: 'h2', text: 'Tier 1: Blocking issues (crawling and indexing)' },
    {
      kind: 'checks',
      items: [
        [
          'Robots.txt allows all commercial folders',
          'Also confirm CSS and JavaScript needed for rendering are not disallowed.',
        ],
        [
          'No stray noindex tags or X-Robots-Tag headers on key templates',
          'Check staging settings that may have shipped to production.',
        ],
        [
          'Canonical tags on key templates point to themselves or the intended primary URL',
          'Watch for canonicals pointing to page 1 of paginated series or to redirected URLs.',
        ],
        [
          'Page Indexing report reviewed for valuable URLs that are excluded',
          'Focus on "Crawled, currently not indexed" and "Google chose different canonical".',
        ],
        [
          'Rendered HTML matches what users see',
          'Use URL Inspection to confirm product grids, prices and reviews render for Googlebot.',
        ],
        [
          'No spikes in 5xx errors or timeouts in Crawl Stats',
          'Server errors make search engines slow down crawling.',
        ],
        [
          'Important pages return a 200 status, not soft 404s',
          'Empty category pages are a common source of soft 404s.',
        ],
        [
          'Hreflang and regional versions are correct (international sites only)',
          'Every alternate must be reciprocal and return a 200.',
        ],
      ],
    },
    { kind: 'h2', text: 'Tier 2: Diluting issues (duplication and waste)' },
    {
      kind: 'checks',
      items: [
        [
          'Faceted navigation and parameters do not create indexable duplicates',
          'If parameter URLs outnumber clean URLs ten to one, block or canonicalize the worthless combinations.',
        ],
        [
          'XML sitemaps list only canonical, indexable URLs that return 200',
          'Split sitemaps by template so you can track indexing rates per type.',
        ],
        [
          'Redirect chains from linked or backlinked URLs are collapsed to one hop',
          'Update internal links to point straight at the final URL.',
        ],
        [
          'HTTP, www and trailing-slash variants resolve to one version',
          'Test each variant of the home page and a key template.',
        ],
        ['Internal search result pages are not indexable', 'They create near-infinite thin pages.'],
        [
          'Log files show bots spending most requests on valuable sections',
          'Compare bot hits by folder with revenue by folder.',
        ],
      ],
    },
    { kind: 'h2', text: 'Tier 3: Degrading issues (experience and architecture)' },
    {
      kind: 'checks',
      items: [
        [
          'Core Web Vitals pass on mobile for each key template',
          'Prioritize Largest Contentful Paint and Interaction to Next Paint on product and service templates.',
        ],
        [
          'Key commercial pages are within three clicks of the home page',
          'Use crawl depth reports to find buried pages.',
        ],
        [
          'Editorial content links to relevant commercial pages with descriptive anchors',
          'Every guide should link to the service or category it supports.',
        ],
        [
          'Thin or near-duplicate pages are improved, consolidated or removed',
          'Location and tag pages are common offenders.',
        ],
        [
          'Structured data is valid for products, organization, breadcrumbs and FAQs',
          'Only mark up what is visible on the page.',
        ],
        [
          'Images are compressed, sized and lazy-loaded below the fold',
          'Never lazy-load the main hero or product image.',
        ],
        [
          'Mobile layout has no intrusive interstitials or overlapping elements',
          'Check on a mid-range phone, not only a desktop emulator.',
        ],
      ],
    },
    { kind: 'h2', text: 'Tier 4: Cosmetic issues (batch these)' },
    {
      kind: 'checks',
      items: [
        ['Title tags are unique and describe the page within about 60 characters', ''],
        ['Meta descriptions are written for high-value pages', 'Low-value pages can wait.'],
        ['One descriptive H1 per page', ''],
        ['Alt text on informative images', 'Decorative images can use empty alt attributes.'],
        ['Broken links on old or low-traffic pages are fixed or removed', ''],
      ],
    },
    { kind: 'h2', text: 'Turn the audit into a roadmap' },
    {
      kind: 'bullets',
      items: [
        'List the three to five Tier 1 and Tier 2 fixes, each with an owner, an effort estimate and the pages affected.',
        'Name the metric each fix should move, such as indexed product pages or organic sessions to a template.',
        'Set a re-crawl date to confirm each fix worked, and report the before and after.',
        'Move cosmetic items into a maintenance backlog instead of the monthly report.',
      ],
    },
    {
      kind: 'callout',
      text: 'Want a second pair of eyes? The Grow Digital SEO team runs technical audits with exactly this prioritization. Book a discovery call at growdigital.example/book-discovery.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Performance Max audit checklist (PDF): 35 points

const pmaxSections: [string, [string, string][]][] = [
  [
    'Conversion goals (6)',
    [
      [
        'Campaign optimizes to purchases or qualified leads only',
        'Page views, add-to-carts and newsletter signups are set as secondary actions.',
      ],
      [
        'Transaction values are accurate and include tax and shipping consistently',
        'Compare Google Ads revenue with your store or CRM for the same week.',
      ],
      [
        'Offline conversions from the CRM are imported for lead generation',
        'Qualified leads and closed deals, matched with GCLID or enhanced conversions.',
      ],
      ['Enhanced conversions are enabled', 'Improves matching when cookies are limited.'],
      [
        'New customer acquisition goal is configured if growth is the priority',
        'Decide between "bid higher for new customers" and "only new customers".',
      ],
      [
        'No duplicate conversion actions are counting the same event',
        'Check for both a tag and a GA4 import of the same purchase.',
      ],
    ],
  ],
  [
    'Brand and search control (5)',
    [
      [
        'Brand exclusions applied to Performance Max',
        'Run branded search in its own campaign with its own budget.',
      ],
      [
        'Account-level negative keywords cover irrelevant themes',
        'Jobs, free, repair, used or competitor terms you do not want.',
      ],
      ['Search terms insights reviewed in the last 30 days', 'Look for themes, not individual queries.'],
      [
        'Final URL expansion is limited or guided with URL exclusions',
        'Exclude careers, blog and support pages from landing page selection.',
      ],
      [
        'Branded search campaign ROAS is tracked separately',
        'So brand traffic cannot inflate Performance Max results.',
      ],
    ],
  ],
  [
    'Feed and products (7)',
    [
      ['Merchant Center shows no critical errors or suspended products', ''],
      [
        'Product titles lead with brand, product type and key attribute',
        'No internal codes or marketing names nobody searches for.',
      ],
      ['Main images are clean, high resolution and policy compliant', ''],
      ['Product type is filled with your own detailed category path', ''],
      [
        'Custom labels mark margin tier, bestsellers and seasonality',
        'Needed to split campaigns by profitability.',
      ],
      ['Price and availability sync at least daily', 'Out-of-stock products should stop serving.'],
      [
        'Products with zero impressions in 30 days are investigated',
        'Often caused by poor titles, disapprovals or low bids.',
      ],
    ],
  ],
  [
    'Asset groups and creative (6)',
    [
      [
        'Asset groups reflect real differences in margin, audience or message',
        'Not a copy of the website menu.',
      ],
      ['Each asset group has at least 5 headlines, 5 descriptions and 10 images', ''],
      ['A custom video is uploaded for each asset group', 'Avoid auto-generated videos.'],
      ['Asset strength is Good or Excellent', ''],
      ['Low-performing assets are replaced monthly', 'Use the asset performance report.'],
      ['Sitelinks, callouts and structured snippets are set at campaign or account level', ''],
    ],
  ],
  [
    'Audience signals (3)',
    [
      [
        'Customer lists and website converters are added as signals',
        'First-party data gives the strongest start.',
      ],
      ['Custom segments use high-intent search terms and competitor themes', ''],
      ['Existing customers are excluded or bid differently when acquisition is the goal', ''],
    ],
  ],
  [
    'Budgets and bidding (4)',
    [
      ['Campaign had a learning period of two to three weeks before major changes', ''],
      [
        'Budget and target changes are kept under 15 to 20 percent at a time',
        'Larger swings reset learning.',
      ],
      [
        'Target ROAS or CPA reflects margins, not a platform default',
        'Set different targets for different margin tiers.',
      ],
      ['Campaign is not limited by budget on its best-performing days', ''],
    ],
  ],
  [
    'Reporting and hygiene (4)',
    [
      ['Channel performance report reviewed for the split across Search, Shopping, YouTube and Display', ''],
      ['Placement report reviewed and low-quality placements excluded', ''],
      [
        'Performance Max results compared with total account and business revenue',
        'If total revenue did not move, the campaign may be capturing existing demand.',
      ],
      [
        'An incrementality or geo holdout test is planned for large budgets',
        'The clearest answer to "what would have happened anyway?"',
      ],
    ],
  ],
];

const pmaxChecklist: PdfSpec = {
  title: 'Performance Max Audit Checklist',
  subtitle:
    'The 35-point checklist the Grow Digital paid media team uses before scaling any Google Ads Performance Max campaign. Tick each point, note the owner of every fix, and re-check monthly.',
  subject: 'Google Ads Performance Max audit',
  keywords: ['google ads', 'performance max', 'ppc', 'audit', 'checklist'],
  blocks: [
    {
      kind: 'callout',
      text: "Rule of thumb: if you cannot explain where a campaign's conversions came from, do not increase its budget yet.",
    },
    ...pmaxSections.flatMap(([heading, items]) => [
      { kind: 'h2' as const, text: heading },
      { kind: 'checks' as const, items },
    ]),
    { kind: 'h2', text: 'After the audit' },
    {
      kind: 'bullets',
      items: [
        'Fix conversion goals and brand exclusions first: they change what the campaign learns from.',
        'Expect reported ROAS to fall when brand exclusions go live. Judge the change on total account revenue.',
        'Schedule the next audit for 30 days after your changes, once the campaign has re-learned.',
      ],
    },
    {
      kind: 'callout',
      text: 'Prefer a walkthrough? Watch "Performance Max Audit: A 20-Minute Walkthrough" in our video library, or book a free account audit at growdigital.example/book-discovery.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// E-commerce email benchmarks report (PDF)

const emailReport: PdfSpec = {
  title: '2026 E-commerce Email Flow Benchmarks Report',
  subtitle:
    'Open, click, order and revenue-per-recipient benchmarks for the five automated flows every online store should run, from anonymized 2025 data across 23 Grow Digital e-commerce clients.',
  subject: 'E-commerce email flow benchmarks',
  keywords: ['email marketing', 'benchmarks', 'ecommerce', 'automation', 'flows'],
  blocks: [
    { kind: 'h2', text: 'Key findings' },
    {
      kind: 'bullets',
      items: [
        'Automated flows produced 43% of email revenue on average while accounting for just 8% of emails sent.',
        'Abandoned cart remained the highest-earning flow per recipient at a median of $6.20.',
        'Cart flows that held back a discount until the third email recovered 94% of the revenue of discount-first flows, at a far lower cost in margin.',
        'Replenishment-timed post-purchase emails were the top earner for food and beverage brands.',
        'Brands that suppressed unengaged subscribers after a win-back flow saw inbox placement improve and campaign click rates rise 0.4 points on average.',
      ],
    },
    { kind: 'h2', text: 'About the data' },
    {
      kind: 'p',
      text: 'The benchmarks cover 41 million flow emails sent between January 1 and December 31, 2025 by 23 direct-to-consumer brands with annual online revenue between $2 million and $60 million. All figures are medians across brands, so one very large sender cannot skew the results. Revenue is attributed to an email when an order is placed within five days of a click.',
    },
    {
      kind: 'p',
      text: 'Open rates are shown for completeness but are inflated by privacy features that pre-load images. Use click rate, placed-order rate and revenue per recipient to judge performance.',
    },
    { kind: 'h2', text: 'Benchmarks by flow' },
    {
      kind: 'table',
      columns: ['Flow', 'Emails', 'Open rate', 'Click rate', 'Placed order', 'Revenue per recipient'],
      widths: [1.8, 0.8, 0.9, 0.9, 1, 1.3],
      rows: [
        ['Welcome series', '4.6', '52.1%', '7.2%', '3.1%', '$4.10'],
        ['Browse abandonment', '1.7', '48.3%', '5.4%', '1.2%', '$1.85'],
        ['Abandoned cart', '3.0', '50.6%', '8.1%', '4.4%', '$6.20'],
        ['Post-purchase', '3.8', '55.2%', '4.3%', '1.0%', '$1.40'],
        ['Win-back', '2.4', '38.9%', '2.8%', '0.6%', '$0.95'],
      ],
    },
    { kind: 'h2', text: 'Benchmarks by vertical' },
    {
      kind: 'table',
      columns: [
        'Vertical',
        'Brands',
        'Flow share of email revenue',
        'Top flow by revenue per recipient',
        'Median cart revenue per recipient',
      ],
      widths: [1.6, 0.7, 1.3, 1.6, 1.4],
      rows: [
        ['Apparel and footwear', '7', '41%', 'Abandoned cart', '$5.80'],
        ['Home and outdoor', '5', '38%', 'Abandoned cart', '$7.90'],
        ['Beauty and personal care', '6', '46%', 'Welcome series', '$5.10'],
        ['Food and beverage', '5', '49%', 'Post-purchase (replenishment)', '$4.60'],
      ],
    },
    { kind: 'h2', text: 'Recommendations by flow' },
    { kind: 'h3', text: 'Welcome series' },
    {
      kind: 'p',
      text: 'Deliver any promised incentive immediately, then spend the next three to four emails on bestsellers with real reviews, the story behind the brand and answers to sizing, shipping and returns questions. Exit subscribers from the series as soon as they purchase.',
    },
    { kind: 'h3', text: 'Browse abandonment' },
    {
      kind: 'p',
      text: 'Keep it to one or two helpful emails featuring the viewed product and close alternatives. Exclude anyone who added to cart or purchased, so they receive the right flow instead.',
    },
    { kind: 'h3', text: 'Abandoned cart' },
    {
      kind: 'p',
      text: 'Send a simple reminder after one hour, reassurance with reviews and guarantees after 24 hours, and an incentive only in the third email, ideally only for first-time customers. Discount-first flows trained repeat buyers to wait.',
    },
    { kind: 'h3', text: 'Post-purchase' },
    {
      kind: 'p',
      text: 'Reduce returns with setup and care content timed to delivery, ask for a review 7 to 14 days later, and time cross-sell or replenishment emails to the median gap between orders for that product.',
    },
    { kind: 'h3', text: 'Win-back' },
    {
      kind: 'p',
      text: 'Trigger at one and a half to two times your typical purchase cycle. Lead with what is new, follow with a reason to return and finish with a clear choice to stay subscribed. Suppress non-responders to protect sender reputation.',
    },
    { kind: 'h2', text: 'Timing that won our tests' },
    {
      kind: 'table',
      columns: ['Flow', 'First send', 'Winning cadence', 'Discount guidance'],
      widths: [1.5, 1.2, 2, 2],
      rows: [
        ['Welcome series', 'Immediately', 'Day 0, 2, 4, 7, 10', 'Only the promised signup incentive'],
        ['Browse abandonment', '2 hours', '2 hours, then 2 days', 'None'],
        ['Abandoned cart', '1 hour', '1 hour, 24 hours, 72 hours', 'Third email, first-time buyers only'],
        [
          'Post-purchase',
          'On delivery',
          'Delivery, +10 days, replenishment date',
          'Loyalty reward on second order',
        ],
        [
          'Win-back',
          '1.5x purchase cycle',
          'Every 7 days, three emails',
          'Final email only, if margin allows',
        ],
      ],
    },
    {
      kind: 'callout',
      text: 'Want to know how your flows compare? The Grow Digital lifecycle team offers a free flow review. Book a discovery call at growdigital.example/book-discovery.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Landing page brief template (DOCX)

async function landingPageBrief(): Promise<Uint8Array> {
  return buildDocx({
    title: 'Landing Page Brief Template',
    subject: 'Landing page brief',
    description: 'A fill-in template for briefing a high-converting landing page.',
    keywords: 'landing page, brief, conversion rate optimization, template',
    blocks: [
      { kind: 'h1', text: 'Landing Page Brief' },
      {
        kind: 'p',
        text: 'Use this brief before anyone opens a design tool. A landing page converts when it speaks to one audience, from one traffic source, with one clear offer. Fill in every section, share it with the designer, copywriter and media buyer, and agree on the test hypothesis and success metric before launch.',
      },
      {
        kind: 'p',
        text: 'Grey italic text in the tables explains what to write. Replace it with your answer.',
        hint: true,
      },
      { kind: 'h2', text: '1. Project basics' },
      {
        kind: 'fields',
        rows: [
          ['Page name', 'A short internal name, for example "Spring AC tune-up, paid search".'],
          ['Planned URL', 'The path the page will live at.'],
          ['Owner', 'The person accountable for the page and its results.'],
          ['Launch date', 'The date traffic will start arriving.'],
          ['Monthly traffic budget', 'Expected ad spend or sessions per month.'],
        ],
      },
      { kind: 'h2', text: '2. Audience and traffic source' },
      {
        kind: 'fields',
        rows: [
          [
            'Who is this page for?',
            'Describe one primary audience: role or situation, what they want and what worries them.',
          ],
          [
            'Where do they come from?',
            'Channel, campaign and targeting, for example Google search ads on "emergency AC repair".',
          ],
          ['What do they already know?', 'Are they aware of the brand, comparing options or ready to buy?'],
          ['Device mix', 'Expected share of mobile traffic. Design for the majority device first.'],
        ],
      },
      { kind: 'h2', text: '3. Message match' },
      {
        kind: 'fields',
        rows: [
          ['Ad or email headline', 'Paste the exact headline that sends traffic to this page.'],
          ['Page headline', "Repeat the promise of the ad in the customer's words."],
          ['Supporting line', 'One sentence on the outcome the visitor will get.'],
        ],
      },
      { kind: 'h2', text: '4. Offer and call to action' },
      {
        kind: 'fields',
        rows: [
          [
            'The offer',
            'What exactly does the visitor get: a quote, demo, consultation, discount or download?',
          ],
          [
            'Call-to-action label',
            'Specific wording, for example "Get my free roof inspection", not "Submit".',
          ],
          ['What happens next', 'Explain the next step and how quickly it happens.'],
        ],
      },
      { kind: 'h2', text: '5. Objections and proof' },
      {
        kind: 'p',
        text: 'List the five questions sales or support hear most often from this audience, and the proof that answers each one. Put the strongest proof next to the form or button.',
      },
      {
        kind: 'fields',
        rows: [
          ['Objection 1', 'The question, and the answer or proof that addresses it.'],
          ['Objection 2', 'The question, and the answer or proof that addresses it.'],
          ['Objection 3', 'The question, and the answer or proof that addresses it.'],
          ['Objection 4', 'The question, and the answer or proof that addresses it.'],
          ['Objection 5', 'The question, and the answer or proof that addresses it.'],
          [
            'Testimonials and numbers',
            'Specific reviews, client logos, ratings or results you have permission to use.',
          ],
        ],
      },
      { kind: 'h2', text: '6. Form and conversion' },
      {
        kind: 'fields',
        rows: [
          ['Form fields', 'Only the fields sales or operations use before the first conversation.'],
          ['Single or multi-step?', 'Use multi-step for eight or more fields, with easy questions first.'],
          [
            'Thank-you step',
            'What the visitor sees after converting: calendar booking, download or next steps.',
          ],
          ['Tracking', 'Conversion event name, where it fires and how it reaches the ad platforms and CRM.'],
        ],
      },
      { kind: 'h2', text: '7. Test hypothesis' },
      {
        kind: 'p',
        text: 'Write one sentence in this form: Because we observed (evidence), we believe that (change) will (expected effect) for (audience), as measured by (primary metric).',
      },
      { kind: 'lines', count: 3 },
      { kind: 'h2', text: '8. Success metrics' },
      {
        kind: 'fields',
        rows: [
          ['Primary metric', 'For example, booked consultations per visitor.'],
          ['Current baseline', 'The current conversion rate or cost per conversion.'],
          ['Target', 'The result that would make this page a success.'],
          ['Quality check', 'How lead or order quality will be confirmed downstream.'],
          ['Minimum sample and duration', 'Decide before launch, and do not stop early.'],
        ],
      },
      { kind: 'h2', text: '9. Approvals' },
      {
        kind: 'fields',
        rows: [
          ['Marketing', 'Name and date.'],
          ['Sales or operations', 'Name and date.'],
          ['Legal or compliance', 'Name and date, where claims or regulated content are involved.'],
        ],
      },
      {
        kind: 'p',
        text: 'Need help? Grow Digital designs, builds and tests landing pages for paid and organic traffic. Book a discovery call at growdigital.example/book-discovery.',
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Marketing budget and ROAS planner (XLSX)

interface Channel {
  name: string;
  share: number;
  cpc: number;
  cvr: number;
  aov: number;
  target: number;
}

const CHANNELS: Channel[] = [
  { name: 'Google Search (non-brand)', share: 0.28, cpc: 1.4, cvr: 0.035, aov: 128, target: 3 },
  { name: 'Performance Max / Shopping', share: 0.26, cpc: 0.85, cvr: 0.028, aov: 112, target: 4 },
  { name: 'Branded search', share: 0.05, cpc: 0.55, cvr: 0.09, aov: 124, target: 10 },
  { name: 'Meta prospecting', share: 0.25, cpc: 1.2, cvr: 0.019, aov: 104, target: 2 },
  { name: 'Meta retargeting', share: 0.08, cpc: 0.95, cvr: 0.042, aov: 108, target: 4 },
  { name: 'TikTok', share: 0.08, cpc: 0.7, cvr: 0.012, aov: 92, target: 1.5 },
];

const SEASONALITY: [string, number][] = [
  ['January', 0.8],
  ['February', 0.75],
  ['March', 0.9],
  ['April', 0.95],
  ['May', 1],
  ['June', 0.95],
  ['July', 0.9],
  ['August', 0.95],
  ['September', 1],
  ['October', 1.1],
  ['November', 1.5],
  ['December', 1.4],
];

const MONEY = '"$"#,##0';
const MONEY2 = '"$"#,##0.00';
const PCT = '0.0%';
const ROAS = '0.00"x"';
const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEF3C7' } };
const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0F766E' } };
const TOTAL_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4F1' } };
const HEAD_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };

function styleHeader(row: ExcelJS.Row): void {
  row.eachCell((cell) => {
    cell.fill = HEAD_FILL;
    cell.font = HEAD_FONT;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  row.height = 32;
}

async function budgetPlanner(): Promise<Uint8Array> {
  const wb = newWorkbook('Marketing Budget and ROAS Planner', 'Marketing budget planning');
  const annualBudget = 600000;
  const revenueTarget = 2700000;

  // --- How to use
  const how = wb.addWorksheet('How to use', { properties: { tabColor: { argb: 'FF0F766E' } } });
  how.getColumn(1).width = 110;
  const instructions = [
    'Marketing Budget and ROAS Planner, by Grow Digital',
    '',
    'This planner turns an annual marketing budget into a channel plan and a monthly plan, and shows whether the plan reaches your revenue target.',
    '',
    '1. On the Inputs sheet, enter your annual budget and revenue target (yellow cells).',
    '2. For each channel, enter its share of budget, average cost per click, conversion rate, average order value and target ROAS.',
    '   Use the last 90 days of your own data where you have it. The example figures are typical of a mid-size e-commerce brand.',
    '3. The Channel plan sheet calculates spend, clicks, orders, revenue and ROAS for each channel and flags channels below target.',
    '4. On the Monthly plan sheet, adjust the seasonality index for each month (1.00 = an average month).',
    '   Budget is spread in proportion to the index, and revenue follows the blended ROAS of the channel plan.',
    '5. Check the "% of revenue target" column. If the plan falls short, move budget toward channels with headroom above their target ROAS.',
    '',
    'Notes',
    '- Channel shares on the Inputs sheet should add up to 100%. The total is shown under the channel table.',
    '- Platform-reported conversions usually overstate incremental sales. Calibrate inputs with holdout tests or a marketing mix model where possible.',
    '- Questions? Book a discovery call at growdigital.example/book-discovery.',
  ];
  instructions.forEach((text, i) => {
    const cell = how.getCell(i + 1, 1);
    cell.value = text;
    cell.alignment = { wrapText: true, vertical: 'top' };
    if (i === 0) cell.font = { bold: true, size: 16, color: { argb: 'FF134E4A' } };
    if (text === 'Notes') cell.font = { bold: true, color: { argb: 'FF134E4A' } };
  });

  // --- Inputs
  const inputs = wb.addWorksheet('Inputs', { properties: { tabColor: { argb: 'FFF59E0B' } } });
  inputs.columns = [{ width: 30 }, { width: 16 }, { width: 14 }, { width: 16 }, { width: 18 }, { width: 14 }];
  inputs.getCell('A1').value = 'Plan inputs';
  inputs.getCell('A1').font = { bold: true, size: 14, color: { argb: 'FF134E4A' } };
  inputs.getCell('A3').value = 'Annual marketing budget';
  inputs.getCell('B3').value = annualBudget;
  inputs.getCell('A4').value = 'Annual revenue target (paid channels)';
  inputs.getCell('B4').value = revenueTarget;
  for (const ref of ['B3', 'B4']) {
    inputs.getCell(ref).numFmt = MONEY;
    inputs.getCell(ref).fill = INPUT_FILL;
  }
  const head = inputs.getRow(6);
  head.values = [
    'Channel',
    'Share of budget',
    'Avg CPC',
    'Conversion rate',
    'Avg order value',
    'Target ROAS',
  ];
  styleHeader(head);
  CHANNELS.forEach((c, i) => {
    const row = inputs.getRow(7 + i);
    row.values = [c.name, c.share, c.cpc, c.cvr, c.aov, c.target];
    row.getCell(2).numFmt = PCT;
    row.getCell(3).numFmt = MONEY2;
    row.getCell(4).numFmt = PCT;
    row.getCell(5).numFmt = MONEY2;
    row.getCell(6).numFmt = ROAS;
    for (let col = 2; col <= 6; col++) row.getCell(col).fill = INPUT_FILL;
  });
  const lastInput = 6 + CHANNELS.length;
  const shareTotal = inputs.getRow(lastInput + 1);
  shareTotal.getCell(1).value = 'Total share (should be 100%)';
  shareTotal.getCell(2).value = {
    formula: `SUM(B7:B${lastInput})`,
    result: CHANNELS.reduce((a, c) => a + c.share, 0),
  };
  shareTotal.getCell(2).numFmt = PCT;
  shareTotal.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = TOTAL_FILL;
  });
  inputs.views = [{ state: 'frozen', ySplit: 6 }];

  // --- Channel plan
  const plan = wb.addWorksheet('Channel plan');
  plan.columns = [
    { width: 30 },
    { width: 14 },
    { width: 12 },
    { width: 12 },
    { width: 16 },
    { width: 12 },
    { width: 12 },
    { width: 14 },
  ];
  const planHead = plan.getRow(1);
  planHead.values = [
    'Channel',
    'Annual budget',
    'Clicks',
    'Orders',
    'Revenue',
    'ROAS',
    'Target ROAS',
    'Status',
  ];
  styleHeader(planHead);
  let totals = { budget: 0, clicks: 0, orders: 0, revenue: 0 };
  CHANNELS.forEach((c, i) => {
    const r = 2 + i;
    const src = 7 + i;
    const budget = annualBudget * c.share;
    const clicks = budget / c.cpc;
    const orders = clicks * c.cvr;
    const revenue = orders * c.aov;
    const roas = revenue / budget;
    totals = {
      budget: totals.budget + budget,
      clicks: totals.clicks + clicks,
      orders: totals.orders + orders,
      revenue: totals.revenue + revenue,
    };
    const row = plan.getRow(r);
    row.getCell(1).value = { formula: `Inputs!A${src}`, result: c.name };
    row.getCell(2).value = { formula: `Inputs!$B$3*Inputs!B${src}`, result: budget };
    row.getCell(3).value = { formula: `B${r}/Inputs!C${src}`, result: clicks };
    row.getCell(4).value = { formula: `C${r}*Inputs!D${src}`, result: orders };
    row.getCell(5).value = { formula: `D${r}*Inputs!E${src}`, result: revenue };
    row.getCell(6).value = { formula: `IF(B${r}=0,0,E${r}/B${r})`, result: roas };
    row.getCell(7).value = { formula: `Inputs!F${src}`, result: c.target };
    row.getCell(8).value = {
      formula: `IF(F${r}>=G${r},"On target","Below target")`,
      result: roas >= c.target ? 'On target' : 'Below target',
    };
    row.getCell(2).numFmt = MONEY;
    row.getCell(3).numFmt = '#,##0';
    row.getCell(4).numFmt = '#,##0';
    row.getCell(5).numFmt = MONEY;
    row.getCell(6).numFmt = ROAS;
    row.getCell(7).numFmt = ROAS;
  });
  const lastPlan = 1 + CHANNELS.length;
  const totalRow = plan.getRow(lastPlan + 1);
  totalRow.getCell(1).value = 'Total / blended';
  totalRow.getCell(2).value = { formula: `SUM(B2:B${lastPlan})`, result: totals.budget };
  totalRow.getCell(3).value = { formula: `SUM(C2:C${lastPlan})`, result: totals.clicks };
  totalRow.getCell(4).value = { formula: `SUM(D2:D${lastPlan})`, result: totals.orders };
  totalRow.getCell(5).value = { formula: `SUM(E2:E${lastPlan})`, result: totals.revenue };
  const blended = totals.revenue / totals.budget;
  totalRow.getCell(6).value = {
    formula: `IF(B${lastPlan + 1}=0,0,E${lastPlan + 1}/B${lastPlan + 1})`,
    result: blended,
  };
  totalRow.getCell(2).numFmt = MONEY;
  totalRow.getCell(3).numFmt = '#,##0';
  totalRow.getCell(4).numFmt = '#,##0';
  totalRow.getCell(5).numFmt = MONEY;
  totalRow.getCell(6).numFmt = ROAS;
  totalRow.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = TOTAL_FILL;
  });
  const gapRow = plan.getRow(lastPlan + 3);
  gapRow.getCell(1).value = 'Revenue vs target';
  gapRow.getCell(5).value = { formula: `E${lastPlan + 1}-Inputs!B4`, result: totals.revenue - revenueTarget };
  gapRow.getCell(5).numFmt = `${MONEY};[Red]-${MONEY}`;
  gapRow.getCell(1).font = { bold: true };
  plan.views = [{ state: 'frozen', ySplit: 1 }];

  // --- Monthly plan
  const monthly = wb.addWorksheet('Monthly plan');
  monthly.columns = [
    { width: 14 },
    { width: 16 },
    { width: 14 },
    { width: 16 },
    { width: 12 },
    { width: 18 },
    { width: 20 },
  ];
  const mHead = monthly.getRow(1);
  mHead.values = [
    'Month',
    'Seasonality index',
    'Budget',
    'Revenue',
    'Orders',
    'Cumulative revenue',
    '% of revenue target',
  ];
  styleHeader(mHead);
  const indexSum = SEASONALITY.reduce((a, [, v]) => a + v, 0);
  const blendedAov = totals.revenue / totals.orders;
  let cumulative = 0;
  const totalRef = `'Channel plan'!$F$${lastPlan + 1}`;
  const aovRef = `('Channel plan'!$E$${lastPlan + 1}/'Channel plan'!$D$${lastPlan + 1})`;
  SEASONALITY.forEach(([month, index], i) => {
    const r = 2 + i;
    const budget = (annualBudget * index) / indexSum;
    const revenue = budget * blended;
    cumulative += revenue;
    const row = monthly.getRow(r);
    row.getCell(1).value = month;
    row.getCell(2).value = index;
    row.getCell(2).fill = INPUT_FILL;
    row.getCell(2).numFmt = '0.00';
    row.getCell(3).value = { formula: `Inputs!$B$3*B${r}/SUM($B$2:$B$13)`, result: budget };
    row.getCell(4).value = { formula: `C${r}*${totalRef}`, result: revenue };
    row.getCell(5).value = { formula: `IF(${aovRef}=0,0,D${r}/${aovRef})`, result: revenue / blendedAov };
    row.getCell(6).value = { formula: `SUM($D$2:D${r})`, result: cumulative };
    row.getCell(7).value = {
      formula: `IF(Inputs!$B$4=0,0,F${r}/Inputs!$B$4)`,
      result: cumulative / revenueTarget,
    };
    row.getCell(3).numFmt = MONEY;
    row.getCell(4).numFmt = MONEY;
    row.getCell(5).numFmt = '#,##0';
    row.getCell(6).numFmt = MONEY;
    row.getCell(7).numFmt = PCT;
  });
  const mTotal = monthly.getRow(14);
  mTotal.getCell(1).value = 'Total';
  mTotal.getCell(2).value = { formula: 'SUM(B2:B13)', result: indexSum };
  mTotal.getCell(3).value = { formula: 'SUM(C2:C13)', result: annualBudget };
  mTotal.getCell(4).value = { formula: 'SUM(D2:D13)', result: cumulative };
  mTotal.getCell(5).value = { formula: 'SUM(E2:E13)', result: cumulative / blendedAov };
  mTotal.getCell(2).numFmt = '0.00';
  mTotal.getCell(3).numFmt = MONEY;
  mTotal.getCell(4).numFmt = MONEY;
  mTotal.getCell(5).numFmt = '#,##0';
  mTotal.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = TOTAL_FILL;
  });
  monthly.views = [{ state: 'frozen', ySplit: 1 }];

  return saveWorkbook(wb);
}

// ---------------------------------------------------------------------------------------------
// AI lead scoring starter kit (ZIP)

const KIT_README = `AI LEAD SCORING STARTER KIT
Grow Digital | growdigital.example

This kit helps marketing and sales teams prepare for a predictive lead scoring project.
It contains three working files:

1. scoring-charter-template.md
   A one-page charter that sales and marketing leaders complete and sign together.
   It defines what the score predicts, which data it may use, how scores become
   actions and how the model will be reviewed.

2. crm-field-inventory.csv
   A list of the CRM and marketing automation fields you could use as model inputs.
   For each field, record its source, fill rate and, most importantly, whether it is
   known at the moment a lead is created. Fields filled in only after sales engages
   (meeting booked, opportunity stage) leak the outcome and must be excluded.
   The example rows show a typical B2B software setup; replace them with your own.

3. tier-sla-matrix.csv
   How scores become action: the tiers, the share of leads in each, the owner,
   the response time and the follow-up track. Agree this before building the model.

HOW TO USE THE KIT
Step 1. Hold a 60-minute workshop with sales and marketing leadership and complete
        the scoring charter. Agree on ONE outcome, for example "becomes a sales-accepted
        opportunity within 90 days".
Step 2. Export 12 to 24 months of leads with their outcomes. As a guide, you need at
        least 1,000 leads and 100 positive outcomes for a predictive model. With fewer,
        start with a rules-based score built with sales input.
Step 3. Complete the field inventory. Exclude leaking fields and fields below
        roughly 60% fill rate unless they are very predictive.
Step 4. Agree the tier and SLA matrix, then train a simple, explainable model such as
        logistic regression or a small gradient-boosted tree.
Step 5. Run the model silently for four to six weeks and compare conversion rates by
        tier before showing scores to sales.
Step 6. Launch with the top three reasons shown on every lead record, a way for reps
        to flag wrong scores, and a monthly accuracy review.

Questions, or want help building the model and the CRM routing?
Book a discovery call: growdigital.example/book-discovery
`;

const KIT_CHARTER = `# Lead Scoring Charter

Complete this charter together with sales and marketing leadership. Keep it to one page,
sign it, and review it every quarter.

## 1. The outcome the score predicts

Write one sentence. Good example: "The lead becomes a sales-accepted opportunity
within 90 days of creation."

Outcome:

## 2. Why we are doing this

What should change for sales and marketing? Example: "Top-tier leads are contacted
within one business hour, and reps stop qualifying poor-fit leads by hand."

Goal:

## 3. Data the model may use

- Time window of historical leads:
- Systems (CRM, marketing automation, product analytics, enrichment):
- Fields excluded because they leak the outcome:
- Fields excluded for privacy or fairness reasons:

## 4. From score to action

| Tier | Share of leads | Action | Owner | Response time |
| --- | --- | --- | --- | --- |
| A | Top 10% | | | |
| B | Next 20% | | | |
| C | Next 30% | | | |
| D | Bottom 40% | | | |

## 5. How we will know it works

- Silent test period (dates):
- Success measure (for example, opportunity rate of tier A vs tier D):
- Minimum result needed to launch:

## 6. Monitoring and ownership

- Model owner:
- Monthly accuracy review owner:
- Retraining frequency:
- How reps flag a score they disagree with:

## 7. Sign-off

- Marketing leader, name and date:
- Sales leader, name and date:
- Revenue operations, name and date:
`;

const csv = (rows: (string | number)[][]): string =>
  rows
    .map((row) =>
      row
        .map((value) => {
          const text = String(value);
          return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n') + '\r\n';

const KIT_FIELDS = csv([
  [
    'field_name',
    'object',
    'source',
    'fill_rate_pct',
    'known_at_lead_creation',
    'leakage_risk',
    'include_in_model',
    'notes',
  ],
  ['company_size', 'Contact', 'Form and enrichment', 94, 'yes', 'low', 'yes', 'Use log of employee count'],
  ['industry', 'Company', 'Enrichment', 88, 'yes', 'low', 'yes', 'Group rare industries into Other'],
  ['job_seniority', 'Contact', 'Derived from job title', 91, 'yes', 'low', 'yes', 'Map titles to 5 levels'],
  ['country', 'Contact', 'Form', 99, 'yes', 'low', 'yes', ''],
  ['lead_source', 'Contact', 'UTM parameters', 97, 'yes', 'low', 'yes', 'Consolidate to 8 channel groups'],
  ['demo_requested', 'Contact', 'Form', 100, 'yes', 'low', 'yes', 'Strong positive signal'],
  [
    'pricing_page_visits_14d',
    'Contact',
    'Web analytics',
    76,
    'yes',
    'low',
    'yes',
    'Count before lead creation only',
  ],
  ['webinar_attended', 'Contact', 'Webinar platform', 100, 'yes', 'low', 'yes', ''],
  [
    'email_clicks_30d',
    'Contact',
    'Marketing automation',
    100,
    'yes',
    'medium',
    'review',
    'Filter bot clicks first',
  ],
  [
    'current_tool',
    'Company',
    'Form',
    41,
    'yes',
    'low',
    'review',
    'Low fill rate; consider making optional field prominent',
  ],
  [
    'meeting_booked',
    'Contact',
    'Sales activity',
    35,
    'no',
    'high',
    'no',
    'Filled after sales engages; leaks the outcome',
  ],
  ['opportunity_stage', 'Deal', 'CRM', 22, 'no', 'high', 'no', 'This is the outcome itself'],
  ['sales_owner', 'Contact', 'CRM routing', 100, 'no', 'high', 'no', 'Assigned after qualification'],
  ['lead_status', 'Contact', 'CRM', 100, 'no', 'high', 'no', 'Updated by reps; leaks the outcome'],
]);

const KIT_TIERS = csv([
  ['tier', 'score_percentile', 'action', 'owner', 'response_sla', 'follow_up_track'],
  [
    'A',
    'Top 10%',
    'Phone call and personal email; calendar link on thank-you page',
    'Senior account executive',
    '1 business hour',
    'Sales sequence, 6 touches over 14 days',
  ],
  [
    'B',
    '70th to 90th',
    'Personal email and call',
    'Sales development rep',
    '1 business day',
    'Sales sequence, 4 touches over 10 days',
  ],
  [
    'C',
    '40th to 70th',
    'Automated nurture; sales touch after engagement',
    'Marketing, then SDR',
    'Within 2 business days of engagement',
    'Nurture track by industry',
  ],
  ['D', 'Bottom 40%', 'Marketing nurture only', 'Marketing', 'None', 'Monthly newsletter and content'],
]);

async function leadScoringKit(): Promise<Uint8Array> {
  return buildZip([
    ['README.txt', KIT_README.replace(/\n/g, '\r\n')],
    ['scoring-charter-template.md', KIT_CHARTER],
    ['crm-field-inventory.csv', KIT_FIELDS],
    ['tier-sla-matrix.csv', KIT_TIERS],
  ]);
}

// ---------------------------------------------------------------------------------------------

export const DOCUMENTS: Record<string, Builder> = {
  'downloads/technical-seo-audit-checklist.pdf': () => buildPdf(seoChecklist),
  'downloads/performance-max-audit-checklist.pdf': () => buildPdf(pmaxChecklist),
  'downloads/ecommerce-email-benchmarks-report.pdf': () => buildPdf(emailReport),
  'downloads/landing-page-brief-template.docx': landingPageBrief,
  'downloads/marketing-budget-roas-planner.xlsx': budgetPlanner,
  'downloads/ai-lead-scoring-starter-kit.zip': leadScoringKit,
};

/** Count of checklist points in the Performance Max checklist (its description promises 35). */
export const PMAX_POINTS = pmaxSections.reduce((sum, [, items]) => sum + items.length, 0);
