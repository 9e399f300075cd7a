// pseudofill review page: detect → review (drop / add spans) → fill → download.
// Plain browser JavaScript, no build step, no network beyond this server's API.
//
// Offsets: the API speaks Python string indices (code points); JavaScript strings are
// UTF-16, where a character outside the BMP (an emoji) takes two units.  Every offset
// crossing the boundary goes through codePointMaps().
"use strict";

(() => {
  const COMMON_LABELS = [
    "PERSON_NAME", "ORGANIZATION_NAME", "LOCATION", "STREET_ADDRESS", "PHONE_NUMBER", "EMAIL_ADDRESS",
    "DATE", "DATE_OF_BIRTH", "TIME", "CREDIT_CARD_NUMBER", "IBAN_CODE", "US_SSN", "SE_PERSONNUMMER", "GENERIC_ID",
    "URL", "IP_ADDRESS", "DEMOGRAPHIC",
  ];
  const LABEL_RE = /^[A-Z][A-Z0-9]*(?:_[A-Z][A-Z0-9]*)*$/;
  const BATCH = 20; // records per /run call when processing a whole file
  const $ = (selector) => document.querySelector(selector);

  const state = {
    text: null,        // the text the spans point into (what Detect saw)
    docId: null,
    spans: [],         // {start, end, label, source, dropped}, code points into state.text
    history: [],       // span lists before each edit, for Undo
    pending: null,     // {start, end}: a selection waiting for its label
    records: [],       // {id, text} of a loaded JSONL file
    fileStem: "pseudofill",
    results: new Map(), // id → {masked, vault, filled}, in the order they were made
    busy: false,
    stale: false,      // the textarea changed since Detect
  };

  // --- offsets -------------------------------------------------------------------------
  function codePointMaps(text) {
    const toU16 = [0];
    const toCp = new Array(text.length + 1);
    let unit = 0;
    for (const ch of text) {
      const cp = toU16.length - 1;
      toCp[unit] = cp;
      if (ch.length === 2) toCp[unit + 1] = cp + 1; // inside a surrogate pair: after it
      unit += ch.length;
      toU16.push(unit);
    }
    toCp[unit] = toU16.length - 1;
    return { toU16: (cp) => toU16[cp], toCp: (u) => toCp[u] };
  }

  // --- talking to the API --------------------------------------------------------------
  // A server started with --token-file answers 401 without its token: ask once, keep it for this tab.
  async function api(path, body, asked = false) {
    const headers = body === undefined ? {} : { "Content-Type": "application/json" };
    const token = sessionStorage.getItem("pseudofill-token");
    if (token) headers.Authorization = `Bearer ${token}`;
    const init = body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
    let response;
    try {
      response = await fetch(path, init);
    } catch (err) {
      throw new Error(`cannot reach the server (${err.message})`);
    }
    if (response.status === 401 && !asked) {
      const given = window.prompt("This server needs its access token:");
      if (given) {
        sessionStorage.setItem("pseudofill-token", given.trim());
        return api(path, body, true);
      }
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = data && data.detail !== undefined ? data.detail : response.statusText;
      throw new Error(`${response.status}: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`);
    }
    return data;
  }

  async function busy(message, work) {
    setError(null);
    setStatus(message);
    state.busy = true;
    refreshButtons();
    try {
      const result = await work();
      setStatus("");
      return result;
    } catch (err) {
      setStatus("");
      setError(err.message);
      throw err;
    } finally {
      state.busy = false;
      refreshButtons();
    }
  }

  function setStatus(message) { $("#status").textContent = message; }

  function setError(message) {
    const box = $("#error");
    box.textContent = message || "";
    box.hidden = !message;
  }

  function refreshButtons() {
    const reviewing = state.text !== null && !state.stale;
    $("#detect").disabled = state.busy;
    $("#fill").disabled = state.busy || !reviewing;
    $("#undo").disabled = state.busy || !reviewing || state.history.length === 0;
    $("#process-all").disabled = state.busy;
    for (const id of ["#download", "#download-vault", "#download-masked"]) {
      $(id).disabled = state.busy || state.results.size === 0;
    }
  }

  function maskOptions() {
    const detectors = [...document.querySelectorAll("#detector-list input:checked")].map((box) => box.value);
    return { detectors, style: $("#style").value || undefined, language: $("#language").value || undefined };
  }

  function fillOptions() {
    const seed = Number.parseInt($("#seed").value, 10);
    return { method: $("#method").value || undefined, seed: Number.isFinite(seed) ? seed : undefined,
             date_shift: $("#date-shift").value || undefined, language: $("#language").value || undefined };
  }

  function docId() { return $("#doc-id").value.trim() || "doc-1"; }

  // --- colours and the legend ------------------------------------------------------------
  function colour(label) {
    let hash = 7;
    for (const ch of label) hash = (hash * 31 + ch.codePointAt(0)) % 1000003;
    return `hsl(${Math.round((hash * 137.508) % 360)} 85% 78%)`;
  }

  function renderLegend() {
    const counts = new Map();
    for (const span of state.spans) {
      if (!span.dropped) counts.set(span.label, (counts.get(span.label) || 0) + 1);
    }
    const legend = $("#legend");
    legend.replaceChildren();
    for (const [label, count] of [...counts].sort()) {
      const item = document.createElement("li");
      item.dataset.label = label;
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.setProperty("--c", colour(label));
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = label;
      const number = document.createElement("span");
      number.className = "count";
      number.textContent = String(count);
      item.append(swatch, name, number);
      legend.append(item);
    }
    const options = $("#label-options");
    options.replaceChildren(...[...new Set([...counts.keys(), ...COMMON_LABELS])].map((label) => {
      const option = document.createElement("option");
      option.value = label;
      return option;
    }));
  }

  // --- rendering texts with highlights -------------------------------------------------------
  // pieces: [{start, end, tagName, className, label, title, data}] in code points, sorted.
  function renderInto(box, text, pieces) {
    const { toU16 } = codePointMaps(text);
    box.replaceChildren();
    let cursor = 0;
    for (const piece of pieces) {
      const a = toU16(piece.start);
      const b = toU16(piece.end);
      if (a > cursor) box.append(text.slice(cursor, a));
      const el = document.createElement(piece.tagName);
      el.className = piece.className;
      el.dataset.label = piece.label;
      for (const [key, value] of Object.entries(piece.data || {})) el.dataset[key] = String(value);
      el.title = piece.title;
      el.style.setProperty("--c", colour(piece.label));
      el.textContent = text.slice(a, b);
      box.append(el);
      cursor = b;
    }
    if (cursor < text.length) box.append(text.slice(cursor));
  }

  function renderOriginal() {
    const spans = [...state.spans].sort((x, y) => x.start - y.start);
    renderInto($("#original"), state.text, spans.map((span) => ({
      start: span.start,
      end: span.end,
      tagName: span.dropped ? "span" : "mark",
      className: span.dropped ? "dropped" : "span",
      label: span.label,
      title: span.dropped ? `dropped ${span.label}: click to restore` : `${span.label} (${span.source}): click to drop`,
      data: { start: span.start, end: span.end, source: span.source },
    })));
    for (const el of $("#original").querySelectorAll("mark.span, span.dropped")) {
      el.tabIndex = 0;
      el.setAttribute("role", "button");
    }
    renderLegend();
    refreshButtons();
  }

  function renderResult(result) {
    const { masked, filled } = result;
    renderInto($("#filled"), filled.text, filled.fills.map((fill) => ({
      start: fill.start, end: fill.end, tagName: "mark", className: "fill", label: fill.label,
      title: `${fill.tag} (${fill.label})`, data: { tag: fill.tag },
    })));
    renderInto($("#masked"), masked.text, masked.masks.map((mask) => ({
      start: mask.start, end: mask.end, tagName: "mark", className: "tag", label: mask.label,
      title: mask.label, data: { tag: mask.tag },
    })));
  }

  function placeholder(box, message) {
    const note = document.createElement("span");
    note.className = "muted";
    note.textContent = message;
    box.replaceChildren(note);
  }

  // --- review edits ------------------------------------------------------------------------
  function edit(change) {
    state.history.push(state.spans.map((span) => ({ ...span })));
    change();
    renderOriginal();
  }

  function toggleSpan(el) {
    const start = Number(el.dataset.start);
    const end = Number(el.dataset.end);
    const span = state.spans.find((s) => s.start === start && s.end === end);
    if (!span) return;
    if (span.dropped && state.spans.some((s) => !s.dropped && s.start < end && start < s.end)) {
      setError("This span overlaps a highlighted one now; drop that one first.");
      return;
    }
    edit(() => { span.dropped = !span.dropped; });
  }

  function selectedSpan() {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || selection.isCollapsed || state.text === null) return null;
    const range = selection.getRangeAt(0);
    const box = $("#original");
    if (!box.contains(range.startContainer) || !box.contains(range.endContainer)) return null;
    const before = document.createRange();
    before.selectNodeContents(box);
    before.setEnd(range.startContainer, range.startOffset);
    let a = before.toString().length;
    let b = a + range.toString().length;
    while (a < b && /\s/.test(state.text[a])) a += 1;
    while (b > a && /\s/.test(state.text[b - 1])) b -= 1;
    if (a >= b) return null;
    const { toCp } = codePointMaps(state.text);
    return { start: toCp(a), end: toCp(b), rect: range.getBoundingClientRect(), text: state.text.slice(a, b) };
  }

  function onSelect() {
    if (state.busy || state.stale) return;
    const chosen = selectedSpan();
    if (!chosen) return;
    const clash = state.spans.find((s) => !s.dropped && s.start < chosen.end && chosen.start < s.end);
    if (clash) {
      setError(`The selection overlaps a highlighted ${clash.label} span; drop it first, then select again.`);
      return;
    }
    setError(null);
    state.pending = { start: chosen.start, end: chosen.end };
    const chooser = $("#label-chooser");
    $("#selection-preview").textContent = chosen.text;
    chooser.hidden = false;
    chooser.style.left = `${Math.max(8, chosen.rect.left + window.scrollX)}px`;
    chooser.style.top = `${chosen.rect.bottom + window.scrollY + 6}px`;
    $("#new-label").focus();
  }

  function closeChooser() {
    state.pending = null;
    $("#label-chooser").hidden = true;
  }

  function addPending() {
    const label = $("#new-label").value.trim().toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
    if (!LABEL_RE.test(label)) {
      setError("A label is upper-case words joined by '_' and starts with a letter, e.g. PERSON_NAME.");
      return;
    }
    const { start, end } = state.pending;
    edit(() => {
      // A dropped span under the new one is superseded by it.
      state.spans = state.spans.filter((s) => !(s.dropped && s.start < end && start < s.end));
      state.spans.push({ start, end, label, source: "review", dropped: false });
    });
    $("#new-label").value = label;
    window.getSelection().removeAllRanges();
    closeChooser();
    setError(null);
  }

  // --- actions ---------------------------------------------------------------------------
  async function detect() {
    closeChooser();
    const text = $("#text").value;
    const id = docId();
    const result = await busy("Detecting…", () => api("mask", { id, text, ...maskOptions() }));
    showReview(text, id, result.vault.spans);
    placeholder($("#filled"), "Click Fill.");
    $("#masked").replaceChildren();
  }

  function showReview(text, id, vaultSpans) {
    Object.assign(state, { text, docId: id, history: [], stale: false });
    state.spans = vaultSpans.map((s) => ({
      start: s.start, end: s.end, label: s.label, source: s.source || "review", dropped: false,
    }));
    renderOriginal();
  }

  async function fill() {
    closeChooser();
    const spans = state.spans.filter((s) => !s.dropped)
      .map(({ start, end, label, source }) => ({ start, end, label, source }));
    const options = fillOptions();
    const note = options.method === "faker" || options.method === "random" ? "" : " (the first call loads the model)";
    const body = { id: state.docId, text: state.text, spans, style: maskOptions().style, ...options };
    const result = await busy(`Filling with ${options.method || "the default method"}…${note}`, () => api("run", body));
    state.results.delete(state.docId); // re-filled records move to the end
    state.results.set(state.docId, result);
    renderResult(result);
    refreshButtons();
  }

  async function processAll() {
    closeChooser();
    const failures = [];
    await busy("Processing…", async () => {
      for (let i = 0; i < state.records.length; i += BATCH) {
        setStatus(`Processing records ${i + 1}–${Math.min(i + BATCH, state.records.length)} of ${state.records.length}…`);
        const records = state.records.slice(i, i + BATCH)
          .map((r) => ({ id: r.id, text: r.text, ...maskOptions(), ...fillOptions() }));
        const answer = await api("run", { records });
        for (const result of answer.results) state.results.set(result.masked.id, result);
        failures.push(...answer.errors.map((e) => `${e.id}: ${e.detail}`));
      }
    });
    setStatus(`${state.results.size} record(s) ready to download.`);
    if (failures.length) setError(`${failures.length} record(s) failed — ${failures.join("; ")}`);
    loadRecord(Number($("#record").value));
  }

  function download(kind) {
    const lines = [...state.results.values()].map((result) => JSON.stringify(result[kind]));
    const blob = new Blob([`${lines.join("\n")}\n`], { type: "application/x-ndjson" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `${state.fileStem}.${kind}.jsonl`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  }

  // --- files -------------------------------------------------------------------------------
  function readFile(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(new Error(`cannot read ${file.name}`));
      reader.readAsText(file);
    });
  }

  async function loadFile() {
    const file = $("#file").files[0];
    if (!file) return;
    setError(null);
    const content = await readFile(file);
    state.fileStem = file.name.replace(/\.[^.]*$/, "") || "pseudofill";
    state.records = [];
    let bad = 0;
    if (/\.jsonl?$/i.test(file.name)) {
      content.split(/\r?\n/).forEach((line, n) => {
        if (!line.trim()) return;
        try {
          const record = JSON.parse(line);
          if (record && typeof record.text === "string") {
            state.records.push({ id: String(record.id ?? `line-${n + 1}`), text: record.text });
            return;
          }
        } catch (err) { /* counted below */ }
        bad += 1;
      });
      if (bad) setError(`${bad} line(s) of ${file.name} are not JSON objects with a string "text"; skipped.`);
    } else {
      state.records.push({ id: state.fileStem, text: content });
    }
    const picker = $("#record");
    picker.replaceChildren(...state.records.map((record, i) => {
      const option = document.createElement("option");
      option.value = String(i);
      option.textContent = `${record.id}: ${record.text.slice(0, 60)}`;
      return option;
    }));
    for (const el of document.querySelectorAll(".record-picker")) el.hidden = state.records.length < 2;
    if (state.records.length) loadRecord(0);
  }

  function loadRecord(index) {
    const record = state.records[index];
    if (!record) return;
    $("#text").value = record.text;
    $("#doc-id").value = record.id;
    const done = state.results.get(record.id);
    if (done && done.vault) {
      showReview(record.text, record.id, done.vault.spans);
      renderResult(done);
      return;
    }
    Object.assign(state, { text: null, spans: [], history: [], stale: false });
    placeholder($("#original"), "Click Detect.");
    placeholder($("#filled"), "Click Fill.");
    renderLegend();
    refreshButtons();
  }

  // --- wiring ------------------------------------------------------------------------------
  function on(selector, event, handler) {
    $(selector).addEventListener(event, (e) => {
      Promise.resolve(handler(e)).catch(() => { /* already shown in #error */ });
    });
  }

  async function init() {
    on("#detect", "click", detect);
    on("#fill", "click", fill);
    on("#process-all", "click", processAll);
    on("#undo", "click", () => {
      if (state.history.length) state.spans = state.history.pop();
      renderOriginal();
    });
    on("#download", "click", () => download("filled"));
    on("#download-vault", "click", () => download("vault"));
    on("#download-masked", "click", () => download("masked"));
    on("#file", "change", () => loadFile().catch((err) => setError(err.message)));
    on("#record", "change", () => loadRecord(Number($("#record").value)));
    on("#text", "input", () => {
      state.stale = state.text !== null && $("#text").value !== state.text;
      if (state.stale) setStatus("The text changed: click Detect again before filling.");
      refreshButtons();
    });
    on("#original", "click", (e) => {
      const el = e.target.closest("mark.span, span.dropped");
      if (el && window.getSelection().isCollapsed && !state.busy) toggleSpan(el);
    });
    on("#original", "keydown", (e) => {
      const el = e.target.closest("mark.span, span.dropped");
      if (el && ["Enter", " ", "Delete", "Backspace"].includes(e.key)) {
        e.preventDefault();
        toggleSpan(el);
      }
    });
    on("#original", "mouseup", () => setTimeout(onSelect, 0));
    on("#original", "keyup", (e) => { if (e.shiftKey) onSelect(); });
    on("#add-span", "click", addPending);
    on("#cancel-span", "click", closeChooser);
    on("#new-label", "keydown", (e) => {
      if (e.key === "Enter") addPending();
      if (e.key === "Escape") closeChooser();
    });
    refreshButtons();
    try {
      const [detectors, methods] = await Promise.all([api("detectors"), api("methods")]);
      const list = $("#detector-list");
      list.classList.remove("muted");
      list.replaceChildren(...detectors.detectors.map((name) => {
        const label = document.createElement("label");
        const box = document.createElement("input");
        Object.assign(box, { type: "checkbox", value: name, id: `det-${name}`, checked: detectors.default.includes(name) });
        label.append(box, ` ${name}`);
        return label;
      }));
      fillSelect($("#style"), detectors.styles, detectors.default_style);
      fillSelect($("#language"), detectors.languages, detectors.default_language);
      $("#language").addEventListener("change", () => {  // a language ticks the detectors that read it
        const wanted = detectors.default_by_language[$("#language").value] || detectors.default;
        for (const box of document.querySelectorAll("#detector-list input")) box.checked = wanted.includes(box.value);
      });
      fillSelect($("#method"), methods.methods, methods.default);
      renderLegend();
    } catch (err) {
      setError(`Could not load the detector and method lists: ${err.message}`);
    }
  }

  function fillSelect(select, values, chosen) {
    select.replaceChildren(...values.map((value) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = value;
      option.selected = value === chosen;
      return option;
    }));
  }

  window.pseudofill = { state, codePointMaps };
  init();
})();
