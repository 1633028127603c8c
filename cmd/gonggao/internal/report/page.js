// Checks every highlight against the text its field states and writes the
// outcome into #verify; clicking a highlight jumps to its row of the terms
// table.
(function () {
  "use strict";
  var exp = JSON.parse(document.getElementById("expected").textContent);
  // fold brings both sides to one form for values whose text is stated in
  // folded form (article texts) or shown folded (HTML input): full-width
  // ASCII to ASCII, dashes to '-', middle dots to '·', white space dropped.
  function fold(s) {
    return s.replace(/[\uFF01-\uFF5E]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) - 0xFEE0); })
      .replace(/[\u2014\u2013\u2015\u2010\u2011\u2012\u2212]/g, "-")
      .replace(/[\u30FB\u2022\u2027]/g, "\u00B7")
      .replace(/[\s\u200B-\u200D\uFEFF]+/g, "");
  }
  // keptText is the text of a node without the runs the normaliser removed
  // (page furniture), which values taken from the normalised text lack.
  function keptText(node) {
    var out = "", w = document.createTreeWalker(node, NodeFilter.SHOW_TEXT, null);
    for (var t = w.nextNode(); t; t = w.nextNode()) {
      if (!(t.parentNode.closest && t.parentNode.closest(".gone"))) { out += t.nodeValue; }
    }
    return out;
  }
  var pieces = {};
  var marks = document.querySelectorAll("#source mark[data-n]");
  for (var i = 0; i < marks.length; i++) {
    var n = marks[i].getAttribute("data-n");
    (pieces[n] = pieces[n] || []).push(marks[i]);
  }
  var ok = 0, exact = 0, bad = [];
  var keys = Object.keys(exp);
  for (var k = 0; k < keys.length; k++) {
    var key = keys[k], ps = pieces[key];
    if (!ps) { bad.push(key + ": no highlight"); continue; }
    var got = "", kept = "";
    for (var j = 0; j < ps.length; j++) { got += ps[j].textContent; kept += keptText(ps[j]); }
    if (got === exp[key]) { ok++; exact++; } else if (fold(kept) === fold(exp[key])) { ok++; } else {
      bad.push(key + " " + ps[0].getAttribute("data-field") + ": highlight " + JSON.stringify(kept) + ", text " + JSON.stringify(exp[key]));
    }
  }
  var v = document.getElementById("verify");
  v.setAttribute("data-checked", String(keys.length));
  v.setAttribute("data-ok", String(ok));
  v.setAttribute("data-exact", String(exact));
  v.setAttribute("data-bad", String(bad.length));
  v.setAttribute("data-state", bad.length ? "fail" : "ok");
  v.textContent = bad.length ? (bad.length + " of " + keys.length + " highlights differ from their text") : ("all " + ok + " highlights match their text (" + exact + " exactly, " + (ok - exact) + " once folded)");
  var list = document.getElementById("verify-bad");
  for (var b = 0; b < bad.length; b++) {
    var li = document.createElement("li");
    li.textContent = bad[b];
    list.appendChild(li);
  }
  document.getElementById("source").addEventListener("click", function (ev) {
    var m = ev.target.closest ? ev.target.closest("mark[data-n]") : null;
    if (m && ev.target.tagName !== "A") { location.hash = "#f" + m.getAttribute("data-n"); }
  });
})();
