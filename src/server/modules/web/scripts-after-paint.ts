import { createHash } from 'node:crypto';

/**
 * A page's JavaScript is fetched once the page has painted (docs/decisions/210). The server's HTML
 * is the page a customer sees first: on a phone's network, scripts fetched beside the stylesheet
 * and the first picture share the bandwidth with them and their evaluation holds the first paint.
 * The build's `<script type="module">` and `<link rel="modulepreload">` tags leave the head; one
 * inline script at the end of the body adds them back after the first frame, all at once.
 *
 * "Painted" is the browser's first contentful paint, as it reports it once the frame is on the
 * screen; a browser that does not report paints starts them in the task after the first frame. It
 * adds them at once in a tab that is not shown (no frame is drawn there), and after 3 s whatever
 * happens, so no page ever waits on a paint for its scripts.
 */
export const SCRIPT_STARTER = [
  '(function(){',
  'var urls=JSON.parse(document.currentScript.getAttribute("data-modules")),started=false;',
  'function start(){if(started)return;started=true;',
  'urls.forEach(function(url,i){var tag=document.createElement(i?"link":"script");',
  'if(i){tag.rel="modulepreload";tag.href=url}else{tag.type="module";tag.src=url}',
  'tag.crossOrigin="";document.head.appendChild(tag)})}',
  'if(document.visibilityState!=="visible"){start();return}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(types.indexOf("paint")===-1)requestAnimationFrame(function(){setTimeout(start,0)});',
  'else new PerformanceObserver(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}',
  '}).observe({type:"paint",buffered:true});',
  'setTimeout(start,3000)',
  '})()',
].join('');

/** The Content-Security-Policy source that lets the starter, and no other inline script, run. */
export const SCRIPT_STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_STARTER).digest('base64')}'`;

// The tags Vite writes and the server's per-language preloads (language-assets.ts).
const MODULE_TAG =
  /\s*<(script) type="module" crossorigin src="([^"]+)"><\/script>|\s*<(link) rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with its head's module scripts and preloads moved into the starter, placed last in the
 * body. The entry comes first in `data-modules`. A page whose head loads no module is returned as is.
 */
export function startScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const entries: string[] = [];
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_TAG, (_tag, script, src, _link, href) => {
    if (script) entries.push(src);
    else preloads.push(href);
    return '';
  });
  if (entries.length !== 1) return html;
  const urls = JSON.stringify([...new Set([...entries, ...preloads])])
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
  const starter = `<script data-modules="${urls}">${SCRIPT_STARTER}</script>\n  `;
  return `${head}${html.slice(headEnd, bodyEnd)}${starter}${html.slice(bodyEnd)}`;
}
