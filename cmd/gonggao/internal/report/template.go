package report

import (
	"html/template"
	"sync"
)

// pageTmpl is the report page, parsed the first time a report is written
// rather than at the start of every process (900 allocations).
var pageTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Funcs(template.FuncMap{"inc": func(i int) int { return i + 1 }}).Parse(pageText))
})

const pageText = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>{{.Title}} — gonggao review</title>
<style>{{.CSS}}</style>
</head>
<body>
<header>
<h1>{{.Title}}</h1>
<div class="meta">{{.Source.Path}} · {{.Format}}{{if .Source.Encoding}} ({{.Source.Encoding}}){{end}} · {{.Source.Bytes}} bytes{{if .Source.Pages}} · {{.Source.Pages}} pages{{end}} · sha256 {{.Source.SHA256}}</div>
<nav><a href="#s-source">Source</a><a href="#s-terms">Terms ({{len .Terms}})</a><a href="#s-checks">Checks ({{len .Checks}})</a>{{if .Amend}}<a href="#s-amend">Amendments ({{len .Amend}})</a>{{end}}<a href="#s-warnings">Warnings ({{len .Warnings}})</a> <output id="verify">highlights not yet checked (the page's script did not run)</output></nav>
<ul id="verify-bad"></ul>
</header>
<main>
<section id="s-source">
<h2>Source text</h2>
<p class="meta">{{if .Folded}}The normalised text layer of the HTML (what the extractors read); highlights are the output spans mapped into it.{{else}}The source as read{{if eq .Format "pdf"}} (the PDF's text layer){{end}}; highlights cover the output spans exactly.{{end}}</p>
<div id="source">{{.Text}}</div>
</section>
<section id="s-terms">
<h2>Terms</h2>
<div class="scroll"><table class="terms">
<colgroup><col class="n"><col class="path"><col class="value"><col class="unit"><col class="bound"><col class="text"><col class="checked"></colgroup>
<thead><tr><th>#</th><th>JSON path</th><th>value</th><th>unit</th><th>bound</th><th>text</th><th>checks</th></tr></thead>
<tbody>
{{range .Terms}}<tr id="f{{.N}}"><td>{{if .Shown}}<a href="#m{{.N}}">↑{{.N}}</a>{{else}}{{.N}}{{end}}</td><td class="path">{{.Path}}</td><td>{{.Value}}</td><td>{{.Unit}}</td><td>{{.Bound}}</td><td class="text">{{.Text}}{{if .Page}} <span class="none">(p. {{.Page}})</span>{{end}}</td><td>{{range .Checks}}<a class="status-{{.Status}}" href="#c{{.N}}">{{.ID}} {{.Status}}</a> {{end}}</td></tr>
{{end}}</tbody>
</table></div>
</section>
<section id="s-checks" class="wide">
<h2>Cross-checks</h2>
{{if .Checks}}<table>
<thead><tr><th>status</th><th>id</th><th>formula</th><th>inputs</th><th>computed</th><th>interval</th><th>stated</th><th>rounding</th><th>note</th></tr></thead>
<tbody>
{{range $i, $c := .Checks}}<tr class="check" id="c{{inc $i}}"><td class="status status-{{.Status}}">{{.Status}}</td><td><code>{{.ID}}</code></td><td><code>{{.Formula}}</code></td><td>{{.Inputs}}</td><td>{{.Computed}}</td><td>{{.Interval}}</td><td>{{if .Stated2.Shown}}<a href="#m{{.Stated2.N}}">{{.Stated}}</a>{{else}}{{.Stated}}{{end}}</td><td>{{.Rounding}}</td><td>{{.Note}}</td></tr>
{{end}}</tbody>
</table>{{else}}<p class="none">No cross-checks.</p>{{end}}
</section>
{{if .Amend}}<section id="s-amend" class="wide">
<h2>Amendments</h2>
{{range .Amend}}<div class="amend"><div class="head">{{if .Link.Shown}}<a href="#m{{.Link.N}}">row {{.Seq}}</a>{{else}}row {{.Seq}}{{end}} · {{.Change}} · {{.Head}}</div><div class="cell old">{{.Old}}</div><div class="cell new">{{.New}}</div></div>
{{end}}</section>
{{end}}<section id="s-warnings" class="wide">
<h2>Warnings</h2>
{{if .Warnings}}<ul class="warnings">
{{range .Warnings}}<li><code>{{.Code}}</code> {{.Message}}{{if .Page}} (page {{.Page}}){{end}}{{if .Link.Shown}} <a href="#m{{.Link.N}}">show</a>{{end}}</li>
{{end}}</ul>{{else}}<p class="none">No warnings.</p>{{end}}
</section>
</main>
<script type="application/json" id="expected" data-mode="{{.Mode}}">{{.Expected}}</script>
<script>{{.JS}}</script>
</body>
</html>
`
