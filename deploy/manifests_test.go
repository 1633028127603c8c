package deploy

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// image is the image the manifests run: the name deploy/image.sh gives
// the image of deploy/Containerfile by default.
const image = "gonggao:latest"

// decodeStrict reads a manifest into v, refusing unknown or duplicate
// fields (a misspelt or misplaced key is an error, as kubectl apply
// --validate=strict makes it).
func decodeStrict(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "docs", name))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.UnmarshalStrict(b, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func TestIndexedJob(t *testing.T) {
	var job batchv1.Job
	decodeStrict(t, "kubernetes-indexed-job.yaml", &job)
	if job.APIVersion != "batch/v1" || job.Kind != "Job" {
		t.Fatalf("%s %s", job.APIVersion, job.Kind)
	}
	s := job.Spec
	if s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion {
		t.Error("completionMode must be Indexed: each pod reads its index")
	}
	if s.Completions == nil || s.Parallelism == nil {
		t.Fatal("completions and parallelism must be set (Indexed needs completions)")
	}
	c := onlyContainer(t, s.Template.Spec)
	shards := envValue(t, c, "SHARDS")
	if strconv.Itoa(int(*s.Completions)) != shards || *s.Parallelism != *s.Completions {
		t.Errorf("completions %d, parallelism %d, SHARDS %s: keep them equal", *s.Completions, *s.Parallelism, shards)
	}
	// API rule: backoffLimitPerIndex is only allowed with Indexed
	// completion and restartPolicy Never.
	if s.BackoffLimitPerIndex != nil && s.Template.Spec.RestartPolicy != corev1.RestartPolicyNever {
		t.Errorf("backoffLimitPerIndex needs restartPolicy Never, not %q", s.Template.Spec.RestartPolicy)
	}
	checkPodSpec(t, s.Template.Spec)
	idx := c.Env[envIndex(c.Env, "INDEX")]
	if idx.ValueFrom == nil || idx.ValueFrom.FieldRef == nil || idx.ValueFrom.FieldRef.FieldPath != "metadata.annotations['batch.kubernetes.io/job-completion-index']" {
		t.Errorf("INDEX must come from the job-completion-index annotation: %+v", idx)
	}
	// Every index's command works, and the shards together hold one
	// record per input.
	filings := corpusFolder(t)
	data := t.TempDir()
	os.Symlink(filings, filepath.Join(data, "filings"))
	os.Mkdir(filepath.Join(data, "terms"), 0o755)
	n, _ := strconv.Atoi(shards)
	total := 0
	for i := 0; i < n; i++ {
		env := map[string]string{"INDEX": strconv.Itoa(i), "SHARDS": shards}
		runArgs(t, c.Args, env, data)
		b, err := os.ReadFile(filepath.Join(data, "terms", "part-"+strconv.Itoa(i)+".jsonl"))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		total += strings.Count(string(b), "\n")
	}
	if want := countFiles(t, filings); total != want {
		t.Errorf("the %d shards wrote %d records for %d filings", n, total, want)
	}
}

func TestCronJob(t *testing.T) {
	var cj batchv1.CronJob
	decodeStrict(t, "kubernetes-cronjob.yaml", &cj)
	if cj.APIVersion != "batch/v1" || cj.Kind != "CronJob" {
		t.Fatalf("%s %s", cj.APIVersion, cj.Kind)
	}
	s := cj.Spec
	if f := strings.Fields(s.Schedule); len(f) != 5 {
		t.Errorf("schedule %q is not five cron fields", s.Schedule)
	}
	if s.TimeZone != nil {
		if _, err := time.LoadLocation(*s.TimeZone); err != nil {
			t.Errorf("timeZone: %v", err)
		}
	}
	// Two runs appending to one --resume file at once would interleave.
	if s.ConcurrencyPolicy != batchv1.ForbidConcurrent {
		t.Errorf("concurrencyPolicy %q, want Forbid", s.ConcurrencyPolicy)
	}
	ps := s.JobTemplate.Spec.Template.Spec
	// API rule: a Job's pods restart Never or OnFailure.
	if ps.RestartPolicy != corev1.RestartPolicyNever && ps.RestartPolicy != corev1.RestartPolicyOnFailure {
		t.Errorf("restartPolicy %q", ps.RestartPolicy)
	}
	checkPodSpec(t, ps)
	c := onlyContainer(t, ps)

	// Day one: the folder has two filings; day two: one more arrives;
	// day three: nothing new. Each run appends only the new records.
	data := t.TempDir()
	incoming := filepath.Join(data, "incoming")
	os.MkdirAll(incoming, 0o755)
	os.Mkdir(filepath.Join(data, "terms"), 0o755)
	out := filepath.Join(data, "terms", "terms.jsonl")
	src := corpusFolder(t)
	for day, files := range [][]string{
		{"001_bfdae5a8f63b378f.txt", "002_1522606f4fcf738c.html"},
		{"003_62c1a5d2d0aeecb4.txt"},
		nil,
	} {
		for _, f := range files {
			b, err := os.ReadFile(filepath.Join(src, f))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(incoming, f), b, 0o644)
		}
		runArgs(t, c.Args, nil, data)
		b, _ := os.ReadFile(out)
		if got, want := strings.Count(string(b), "\n"), []int{2, 3, 3}[day]; got != want {
			t.Errorf("day %d: %d records, want %d", day+1, got, want)
		}
	}
}

// checkPodSpec asserts what both manifests rely on.
func checkPodSpec(t *testing.T, ps corev1.PodSpec) {
	t.Helper()
	c := onlyContainer(t, ps)
	if c.Image != image {
		t.Errorf("image %q, want %q (deploy/image.sh's)", c.Image, image)
	}
	// The image has no shell: the binary is its entrypoint and the
	// manifest gives only arguments.
	if len(c.Command) != 0 {
		t.Errorf("command %q: the image's entrypoint is the binary and it has no shell", c.Command)
	}
	if len(c.Args) == 0 || c.Args[0] != "extract" {
		t.Errorf("args %q", c.Args)
	}
	// The image runs as nobody.
	if sc := ps.SecurityContext; sc == nil || sc.RunAsUser == nil || *sc.RunAsUser != 65534 {
		t.Error("runAsUser should be the image's user, 65534")
	}
	mounted := map[string]bool{}
	for _, m := range c.VolumeMounts {
		mounted[m.Name] = true
	}
	for _, v := range ps.Volumes {
		if !mounted[v.Name] {
			t.Errorf("volume %s is not mounted", v.Name)
		}
		delete(mounted, v.Name)
	}
	for name := range mounted {
		t.Errorf("mount of volume %s, which the pod does not define", name)
	}
}

func onlyContainer(t *testing.T, ps corev1.PodSpec) corev1.Container {
	t.Helper()
	if len(ps.Containers) != 1 {
		t.Fatalf("%d containers", len(ps.Containers))
	}
	return ps.Containers[0]
}

func envIndex(env []corev1.EnvVar, name string) int {
	for i, e := range env {
		if e.Name == name {
			return i
		}
	}
	return -1
}

func envValue(t *testing.T, c corev1.Container, name string) string {
	t.Helper()
	i := envIndex(c.Env, name)
	if i < 0 {
		t.Fatalf("no env %s", name)
	}
	return c.Env[i].Value
}

// runArgs runs the built gonggao binary with a container's arguments:
// $(VAR) expanded from env as Kubernetes does, /data rooted at data. The
// real flag parsing and validation of the CLI judge the arguments; the
// run must succeed (exit 0, as the Job counts success).
func runArgs(t *testing.T, args []string, env map[string]string, data string) {
	t.Helper()
	ref := regexp.MustCompile(`\$\(([A-Za-z_][A-Za-z0-9_]*)\)`)
	var expanded []string
	for _, a := range args {
		a = ref.ReplaceAllStringFunc(a, func(m string) string {
			v, ok := env[m[2:len(m)-1]]
			if !ok {
				t.Fatalf("argument %q refers to %s, which the container does not define", a, m)
			}
			return v
		})
		if strings.HasPrefix(a, "/data/") {
			a = filepath.Join(data, strings.TrimPrefix(a, "/data/"))
		}
		expanded = append(expanded, a)
	}
	cmd := exec.Command(gonggao(t), expanded...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("gonggao %q: %v\n%s", expanded, err, out)
	}
}

var binary string

// gonggao builds the CLI once.
func gonggao(t *testing.T) string {
	t.Helper()
	if binary != "" {
		return binary
	}
	dir, err := os.MkdirTemp("", "gonggao-deploy")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "gonggao")
	build := exec.Command("go", "build", "-o", bin, "./cmd/gonggao")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building gonggao: %v\n%s", err, out)
	}
	binary = bin
	return bin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binary != "" {
		os.RemoveAll(filepath.Dir(binary))
	}
	os.Exit(code)
}

// corpusFolder is the repository's corpus of filings (its corpus/bad
// below is not walked: the directory walk takes documents by extension
// and bad holds some, so the count below includes them).
func corpusFolder(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "corpus"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// countFiles counts the documents a directory walk of dir takes.
func countFiles(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			switch strings.ToLower(filepath.Ext(p)) {
			case ".txt", ".text", ".htm", ".html", ".xhtml", ".pdf":
				n++
			}
		}
		return nil
	})
	return n
}
