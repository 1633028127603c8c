package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/gonggao/gonggao/cmd/gonggao/internal/service"
)

type serveFlags struct {
	addr        string
	maxBody     int64
	maxBodySet  bool // --max-body given: it replaces the per-format limits
	timeout     time.Duration
	readTimeout time.Duration
	isolation   string
	maxInflight int
}

func newServeCmd(e *env) *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve extraction over HTTP",
		Long: `Serve answers HTTP requests until it receives SIGINT or SIGTERM, then stops
accepting connections and lets the requests in flight finish.

  POST /v1/extract   body: the document → its terms as JSON (200), or its
                     error record (422) when it cannot be read
  POST /v1/check     body: the document → {"source": …, "checks": […]}
  GET  /v1/schema    the JSON Schema of the output
  GET  /healthz      {"status":"ok"}

The format is taken from ?format=txt|html|pdf, else from the Content-Type
(text/plain, text/html; charset=…, application/pdf), else — no
Content-Type, or a generic one: application/octet-stream, or the
application/x-www-form-urlencoded curl --data-binary sends by default —
detected from the bytes; ?name= sets the source path written into the
output. Error codes: docs/errors.md.

Limits: a body over --max-body (text and HTML: over 16 MB, as on the
command line, unless --max-body is given) gets 413; a body not received
within --read-timeout gets 408 (the body is received before a processing
slot is taken, so slow senders hold none); a document taking longer than
--timeout gets 503, and its slot stays taken until its work has stopped;
when --max-inflight documents are being processed, further ones get 429
with Retry-After. Errors are JSON {"error": …, "error_code": …}. Each request is
logged to standard error as one JSON line.`,
		Example: `  gonggao serve --addr 127.0.0.1:8080
  curl --data-binary @announcement.txt -H 'Content-Type: text/plain' localhost:8080/v1/extract
  curl --data-binary @announcement.pdf localhost:8080/v1/extract`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f.maxBodySet = cmd.Flags().Changed("max-body")
			return runServe(e, f)
		},
	}
	cmd.Flags().StringVar(&f.addr, "addr", "127.0.0.1:8080", "listen on `HOST:PORT` (port 0 picks a free port)")
	cmd.Flags().Int64Var(&f.maxBody, "max-body", service.DefaultMaxBody, "largest request body in `BYTES` (unless given, text and HTML bodies are also held to the 16 MB reading limit, as on the command line)")
	cmd.Flags().DurationVar(&f.readTimeout, "read-timeout", service.DefaultReadTimeout, "time a client has to send its body (408 after it); the body is received before a processing slot is taken")
	cmd.Flags().DurationVar(&f.timeout, "timeout", service.DefaultTimeout, "time budget of one request")
	cmd.Flags().IntVar(&f.maxInflight, "max-inflight", 2*runtime.NumCPU(), "documents processed at once")
	cmd.Flags().StringVar(&f.isolation, "isolation", "process", "where documents are processed: process (a pool of --max-inflight child processes; one past --timeout is killed, one that crashes is restarted) or none (in this process: work past --timeout runs on, holding its slot)")
	return cmd
}

func runServe(e *env, f serveFlags) error {
	switch {
	case f.maxBody < 1:
		return usageError("--max-body must be at least 1")
	case f.timeout <= 0:
		return usageError("--timeout must be positive")
	case f.maxInflight < 1:
		return usageError("--max-inflight must be at least 1")
	case f.readTimeout <= 0:
		return usageError("--read-timeout must be positive")
	case f.isolation != "process" && f.isolation != "none":
		return usageError("--isolation must be process or none, not %q", f.isolation)
	}
	log := slog.New(slog.NewJSONHandler(e.stderr, nil))
	opts := pipelineOptions(e)
	opts.Budget = 0 // the service applies --timeout itself
	sopts := []service.Option{
		service.WithTimeout(f.timeout),
		service.WithReadTimeout(f.readTimeout),
		service.WithMaxInflight(f.maxInflight),
		service.WithLogger(log),
		service.WithOptions(opts),
	}
	if f.maxBodySet {
		sopts = append(sopts, service.WithMaxBody(f.maxBody))
	}
	if f.isolation == "process" {
		argv, err := workerArgv(e)
		if err != nil {
			return ioError(err)
		}
		pool := newWorkerPool(argv, f.maxInflight, 0)
		defer pool.close()
		sopts = append(sopts, service.WithProcess(pool.serviceProcess))
	}
	svc := service.New(sopts...)
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		return ioError(err)
	}
	srv := &http.Server{
		Handler:           svc,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       f.timeout + 30*time.Second,
		WriteTimeout:      2*f.timeout + 30*time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String(), "max_body", f.maxBody, "timeout", f.timeout.String(), "max_inflight", f.maxInflight)
	select {
	case err := <-errc:
		return ioError(err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), f.timeout+5*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return ioError(fmt.Errorf("shutdown: %w", err))
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return ioError(err)
	}
	log.Info("stopped")
	return nil
}
