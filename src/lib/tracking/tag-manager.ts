/** A Google Tag Manager container id. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag-manager settings an admin can preview in their own browser before publishing
 * (spec §3): the admin writes them, the site reads them on load.
 */
export const TAG_MANAGER_STORAGE_KEYS = {
  gtmId: 'gtmId',
  customHeadCode: 'customHeadCode',
  customBodyCode: 'customBodyCode',
  lastUpdated: 'lastUpdated',
} as const;

/** After changing tag-manager settings the page reloads this long after, when an id is set (spec §4). */
export const TAG_MANAGER_RELOAD_DELAY_MS = 1000;

/**
 * Inline head script: loads the container (the built id, or a previewed one from browser storage)
 * on the main thread, and appends previewed custom head code. Plain ES5 text.
 */
export function tagManagerScript(builtId: string | null): string {
  const keys = TAG_MANAGER_STORAGE_KEYS;
  return [
    '(function(){',
    `var id=${JSON.stringify(builtId && GTM_ID_PATTERN.test(builtId) ? builtId : '')},head='';`,
    `try{var p=localStorage.getItem(${JSON.stringify(keys.gtmId)});if(p&&${GTM_ID_PATTERN.toString()}.test(p)){id=p;}head=localStorage.getItem(${JSON.stringify(keys.customHeadCode)})||'';}catch(e){}`,
    'if(id){dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});',
    'var s=document.createElement("script");s.async=true;s.src="https://www.googletagmanager.com/gtm.js?id="+encodeURIComponent(id);document.head.appendChild(s);}',
    `if(head){${injectHtmlFunction}injectHtml(head,document.head);}`,
    '})();',
  ].join('');
}

/** Inline body-end script: appends previewed custom body code. */
export function customBodyCodeScript(): string {
  return [
    '(function(){var body="";',
    `try{body=localStorage.getItem(${JSON.stringify(TAG_MANAGER_STORAGE_KEYS.customBodyCode)})||"";}catch(e){}`,
    `if(body){${injectHtmlFunction}injectHtml(body,document.body);}`,
    '})();',
  ].join('');
}

/** Parses HTML and appends it, re-creating <script> elements so that they run. */
const injectHtmlFunction =
  'function injectHtml(html,target){var t=document.createElement("template");t.innerHTML=html;' +
  'var olds=t.content.querySelectorAll("script");for(var i=0;i<olds.length;i++){var o=olds[i],n=document.createElement("script");' +
  'for(var j=0;j<o.attributes.length;j++){n.setAttribute(o.attributes[j].name,o.attributes[j].value);}n.text=o.text;o.parentNode.replaceChild(n,o);}' +
  'target.appendChild(t.content);}';
