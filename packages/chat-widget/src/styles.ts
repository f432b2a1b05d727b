// The widget's one stylesheet. Every colour reads a --hearth-chat-* custom property a host may set on any
// ancestor (even :root); the fallbacks are Hearth's orange and neutrals, all at WCAG AA contrast.
export const chatStyles = `
.hearth-chat-root {
  --hc-primary: var(--hearth-chat-primary, #c2410c);
  --hc-primary-hover: var(--hearth-chat-primary-hover, #9a3412);
  --hc-on-primary: var(--hearth-chat-on-primary, #fff);
  --hc-surface: var(--hearth-chat-surface, #fff);
  --hc-body: var(--hearth-chat-body-background, #faf7f5);
  --hc-text: var(--hearth-chat-text, #1c1917);
  --hc-muted: var(--hearth-chat-muted-text, #57534e);
  --hc-border: var(--hearth-chat-border, #e7e5e4);
  --hc-control-border: var(--hearth-chat-control-border, #78716c);
  --hc-link: var(--hearth-chat-link, #9a3412);
  --hc-focus: var(--hearth-chat-focus, #7c2d12);
  --hc-error: var(--hearth-chat-error, #b91c1c);
  --hc-code-background: var(--hearth-chat-code-background, #f5f0eb);
  --hc-font: var(--hearth-chat-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --hc-z-index: var(--hearth-chat-z-index, 1000);
  font-family: var(--hc-font);
  font-size: 15px;
  line-height: 1.5;
  color: var(--hc-text);
}
.hearth-chat-root *, .hearth-chat-root *::before, .hearth-chat-root *::after { box-sizing: border-box; }
.hearth-chat-root :focus-visible { outline: 3px solid var(--hc-focus); outline-offset: 2px; }
.hearth-chat-root svg { flex: none; }
.hearth-chat-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}

.hearth-chat-toggle {
  position: fixed; right: 20px; bottom: 20px; z-index: var(--hc-z-index);
  display: grid; place-items: center; width: 56px; height: 56px; padding: 0;
  border: 0; border-radius: 50%; background: var(--hc-primary); color: var(--hc-on-primary);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.25); cursor: pointer;
}
.hearth-chat-toggle:hover { background: var(--hc-primary-hover); }

.hearth-chat-window {
  position: fixed; right: 20px; bottom: 88px; z-index: var(--hc-z-index);
  display: flex; flex-direction: column; overflow: hidden;
  width: min(400px, calc(100vw - 40px));
  height: min(600px, calc(100vh - 108px));
  height: min(600px, calc(100dvh - 108px));
  background: var(--hc-surface); border: 1px solid var(--hc-border); border-radius: 12px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);
}
.hearth-chat-window[hidden] { display: none; }
.hearth-chat-window:focus-visible { outline-offset: -3px; }
@media (max-width: 767px) {
  .hearth-chat-window { inset: 0; width: auto; height: auto; border: 0; border-radius: 0; z-index: calc(var(--hc-z-index) + 1); }
}

.hearth-chat-header { position: relative; padding: 16px 56px 14px 16px; background: var(--hc-primary); color: var(--hc-on-primary); }
.hearth-chat-header :focus-visible { outline-color: var(--hc-on-primary); }
.hearth-chat-title { margin: 0; font-size: 1.125rem; font-weight: 700; line-height: 1.3; }
.hearth-chat-subtitle { margin: 4px 0 0; font-size: 0.875rem; }
.hearth-chat-availability { display: flex; align-items: center; gap: 6px; margin: 8px 0 0; font-size: 0.8125rem; font-weight: 600; }
.hearth-chat-availability::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: #bbf7d0; }
.hearth-chat-close {
  position: absolute; top: 10px; right: 10px; display: grid; place-items: center; width: 40px; height: 40px;
  padding: 0; border: 0; border-radius: 8px; background: transparent; color: inherit; cursor: pointer;
}
.hearth-chat-close:hover { background: rgb(255 255 255 / 0.15); }

.hearth-chat-get-started { flex: 1; display: grid; place-items: center; padding: 24px; background: var(--hc-body); }
.hearth-chat-primary-button {
  padding: 10px 20px; border: 0; border-radius: 8px; background: var(--hc-primary); color: var(--hc-on-primary);
  font: inherit; font-weight: 600; cursor: pointer;
}
.hearth-chat-primary-button:hover { background: var(--hc-primary-hover); }

.hearth-chat-body { flex: 1; overflow-y: auto; overscroll-behavior: contain; padding: 16px; background: var(--hc-body); }
.hearth-chat-messages { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.hearth-chat-message { max-width: 85%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
.hearth-chat-message--bot {
  align-self: flex-start; background: var(--hc-surface); color: var(--hc-text);
  border: 1px solid var(--hc-border); border-bottom-left-radius: 4px;
}
.hearth-chat-message--user {
  align-self: flex-end; background: var(--hc-primary); color: var(--hc-on-primary); border-bottom-right-radius: 4px;
}
.hearth-chat-message--error { border-color: var(--hc-error); color: var(--hc-error); }
.hearth-chat-text { margin: 0; white-space: pre-wrap; }
.hearth-chat-retry {
  margin-top: 6px; padding: 4px 12px; border: 1px solid currentColor; border-radius: 6px;
  background: var(--hc-surface); color: inherit; font: inherit; font-weight: 600; cursor: pointer;
}
.hearth-chat-dots { display: inline-flex; gap: 4px; padding: 6px 0; }
.hearth-chat-dots span { width: 6px; height: 6px; border-radius: 50%; background: var(--hc-muted); animation: hearth-chat-blink 1.2s infinite; }
.hearth-chat-dots span:nth-child(2) { animation-delay: 0.2s; }
.hearth-chat-dots span:nth-child(3) { animation-delay: 0.4s; }
@keyframes hearth-chat-blink { 0%, 80%, 100% { opacity: 0.3; } 40% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .hearth-chat-dots span { animation: none; } }

.hearth-chat-markdown > :first-child { margin-top: 0; }
.hearth-chat-markdown > :last-child { margin-bottom: 0; }
.hearth-chat-markdown :is(p, ul, ol, pre, blockquote, table) { margin: 0 0 8px; }
.hearth-chat-markdown :is(h1, h2, h3, h4, h5, h6) { margin: 12px 0 6px; font-size: 1rem; }
.hearth-chat-markdown :is(ul, ol) { padding-left: 20px; }
.hearth-chat-markdown blockquote { padding-left: 10px; border-left: 3px solid var(--hc-border); color: var(--hc-muted); }
.hearth-chat-markdown a { color: var(--hc-link); text-decoration: underline; }
.hearth-chat-markdown img { max-width: 100%; }
.hearth-chat-markdown table { border-collapse: collapse; }
.hearth-chat-markdown :is(th, td) { padding: 4px 6px; border: 1px solid var(--hc-border); }
.hearth-chat-markdown code {
  padding: 0.1em 0.3em; border-radius: 4px; background: var(--hc-code-background);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875em;
}
.hearth-chat-markdown pre { overflow-x: auto; padding: 10px; border-radius: 8px; background: var(--hc-code-background); }
.hearth-chat-markdown pre code { padding: 0; background: none; }
.hearth-chat-markdown :is(.hljs-keyword, .hljs-literal, .hljs-selector-tag) { color: #9a3412; }
.hearth-chat-markdown :is(.hljs-string, .hljs-regexp) { color: #166534; }
.hearth-chat-markdown :is(.hljs-number, .hljs-symbol) { color: #1d4ed8; }
.hearth-chat-markdown :is(.hljs-comment, .hljs-quote) { color: #57534e; font-style: italic; }
.hearth-chat-markdown :is(.hljs-title, .hljs-name, .hljs-section, .hljs-selector-class, .hljs-selector-id) { color: #6b21a8; }
.hearth-chat-markdown :is(.hljs-attr, .hljs-attribute, .hljs-property, .hljs-variable, .hljs-params) { color: #155e75; }
.hearth-chat-markdown :is(.hljs-built_in, .hljs-type, .hljs-meta) { color: #86198f; }

.hearth-chat-input { padding: 8px; border-top: 1px solid var(--hc-border); background: var(--hc-surface); }
.hearth-chat-input-row { display: flex; align-items: flex-end; gap: 4px; }
.hearth-chat-textarea {
  flex: 1; min-width: 0; min-height: 40px; max-height: 128px; overflow-y: auto; resize: none;
  padding: 8px 10px; border: 1px solid var(--hc-control-border); border-radius: 8px;
  background: var(--hc-surface); color: inherit; font: inherit;
}
.hearth-chat-textarea::placeholder { color: var(--hc-muted); opacity: 1; }
.hearth-chat-textarea:disabled { background: var(--hc-body); cursor: not-allowed; }
.hearth-chat-icon-button {
  display: grid; place-items: center; flex: none; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--hc-primary); cursor: pointer;
}
.hearth-chat-icon-button:hover { background: var(--hc-body); }
.hearth-chat-icon-button:disabled, .hearth-chat-attach:has(input:disabled) { color: var(--hc-control-border); background: transparent; cursor: not-allowed; }
.hearth-chat-attach:has(input:focus-visible) { outline: 3px solid var(--hc-focus); outline-offset: 2px; }

.hearth-chat-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0 0; padding: 0; list-style: none; }
.hearth-chat-chip {
  display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 2px 8px 2px 4px;
  border: 1px solid var(--hc-control-border); border-radius: 999px; background: var(--hc-surface); color: var(--hc-text);
  font: inherit; font-size: 0.8125rem;
}
button.hearth-chat-chip { cursor: pointer; }
button.hearth-chat-chip:hover { background: var(--hc-body); }
.hearth-chat-chip-name { max-width: 180px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hearth-chat-chip-name + svg { width: 16px; height: 16px; }

.hearth-chat-footer { padding: 4px 12px 8px; background: var(--hc-surface); color: var(--hc-muted); font-size: 0.75rem; text-align: center; }
.hearth-chat-footer p { margin: 4px 0 0; }
.hearth-chat-footer a { color: inherit; text-decoration: underline; }
`;
