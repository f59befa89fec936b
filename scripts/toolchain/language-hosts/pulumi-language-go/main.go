// pulumi-language-go: the project's stand-in for Pulumi's Go language host (pulumi/pulumi
// sdk/go/pulumi-language-go/main.go at v3.259.0; see langhost for why it exists).
//
// Run is the official one: `go build -buildvcs=false -o <temp> -trimpath -ldflags "-w -s"` in the
// program's folder (or the `binary` / `buildTarget` runtime options), then the binary runs with
// PULUMI_MONITOR, PULUMI_ENGINE, PULUMI_PROJECT, PULUMI_STACK, PULUMI_ROOT_DIRECTORY,
// PULUMI_ORGANIZATION, PULUMI_CONFIG, PULUMI_CONFIG_SECRET_KEYS, PULUMI_DRY_RUN and PULUMI_PARALLEL,
// which the Go SDK's pulumi.Run reads.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"adpublisher.local/language-hosts/langhost"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/executable"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
)

type host struct {
	langhost.Base
}

func main() {
	langhost.Main("pulumi-language-go", func(engine string) pulumirpc.LanguageRuntimeServer {
		return &host{Base: langhost.Base{EngineAddress: engine}}
	})
}

type options struct{ binary, buildTarget string }

func parseOptions(info *pulumirpc.ProgramInfo) (options, error) {
	var opts options
	values := info.GetOptions().AsMap()
	for key, target := range map[string]*string{"binary": &opts.binary, "buildTarget": &opts.buildTarget} {
		if v, ok := values[key]; ok {
			s, ok := v.(string)
			if !ok {
				return opts, fmt.Errorf("%s option must be a string", key)
			}
			*target = s
		}
	}
	if opts.binary != "" && opts.buildTarget != "" {
		return opts, errors.New("binary and buildTarget cannot both be specified")
	}
	return opts, nil
}

// GetRequiredPackages reports none: the engine loads the provider plugin when the program registers
// its first resource (with the version the SDK names).
func (h *host) GetRequiredPackages(context.Context, *pulumirpc.GetRequiredPackagesRequest) (*pulumirpc.GetRequiredPackagesResponse, error) {
	return &pulumirpc.GetRequiredPackagesResponse{}, nil
}

func (h *host) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	if h.EngineAddress == "" {
		return nil, errors.New("when debugging or running explicitly, must call Handshake before Run")
	}
	opts, err := parseOptions(req.GetInfo())
	if err != nil {
		return nil, err
	}
	env, err := h.environment(req)
	if err != nil {
		return nil, fmt.Errorf("failed to prepare environment: %w", err)
	}
	program := opts.binary
	if program != "" {
		if program, err = executable.FindExecutable(program); err != nil {
			return nil, fmt.Errorf("unable to find '%s' executable: %w", opts.binary, err)
		}
	} else {
		if program, err = h.compile(ctx, req.GetInfo().GetProgramDirectory(), opts.buildTarget); err != nil {
			return nil, fmt.Errorf("error in compiling Go: %w", err)
		}
		if opts.buildTarget == "" {
			defer os.Remove(program)
		}
	}
	cmd := exec.CommandContext(ctx, program)
	cmd.Dir = req.GetPwd()
	cmd.Env = env
	return langhost.RunProgram(ctx, cmd, func(status int) string {
		return fmt.Sprintf("program exited with non-zero exit code: %d", status)
	}), nil
}

// compile is the official compileProgram: `go build` into a temp file unless a buildTarget is set.
func (h *host) compile(ctx context.Context, dir, outfile string) (string, error) {
	h.log(ctx, "Compiling the program ...")
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.go")); len(matches) == 0 {
		return "", fmt.Errorf("Failed to find go files for 'go build' matching %s", filepath.Join(dir, "*.go"))
	}
	if outfile == "" {
		f, err := os.CreateTemp("", "pulumi-go.*")
		if err != nil {
			return "", fmt.Errorf("unable to create go program temp file: %w", err)
		}
		if err := f.Close(); err != nil {
			return "", err
		}
		outfile = f.Name()
	}
	gobin, err := executable.FindExecutable("go")
	if err != nil {
		return "", fmt.Errorf("unable to find 'go' executable: %w", err)
	}
	build := exec.CommandContext(ctx, gobin, "build", "-buildvcs=false", "-o", outfile, "-trimpath", "-ldflags", "-w -s")
	build.Dir = dir
	build.Stdout, build.Stderr = os.Stdout, os.Stderr
	if err := build.Run(); err != nil {
		return "", fmt.Errorf("unable to run `go build`: %w", err)
	}
	h.log(ctx, "Finished compiling")
	return outfile, nil
}

// log shows an ephemeral status line through the engine, as the official host does while it compiles.
func (h *host) log(ctx context.Context, message string) {
	conn, err := grpc.NewClient(h.EngineAddress, grpc.WithTransportCredentials(insecure.NewCredentials()), rpcutil.GrpcChannelOptions())
	if err != nil {
		return
	}
	defer conn.Close()
	_, _ = pulumirpc.NewEngineClient(conn).Log(ctx, &pulumirpc.LogRequest{Severity: pulumirpc.LogSeverity_INFO, Message: message, Ephemeral: true})
}

// environment is the official constructEnv: how the RunRequest reaches the Go SDK's pulumi.Run.
func (h *host) environment(req *pulumirpc.RunRequest) ([]string, error) {
	config, err := langhost.ConfigEnv(req)
	if err != nil {
		return nil, err
	}
	env := append(os.Environ(), config...)
	add := func(k, v string) {
		if v != "" {
			env = append(env, k+"="+v)
		}
	}
	add(pulumi.EnvOrganization, req.GetOrganization())
	add(pulumi.EnvProject, req.GetProject())
	add(pulumi.EnvPulumiRootDirectory, req.GetInfo().GetRootDirectory())
	add(pulumi.EnvStack, req.GetStack())
	add(pulumi.EnvDryRun, strconv.FormatBool(req.GetDryRun()))
	add(pulumi.EnvParallel, strconv.Itoa(int(req.GetParallel())))
	add(pulumi.EnvMonitor, req.GetMonitorAddress())
	add(pulumi.EnvEngine, h.EngineAddress)
	return env, nil
}

// InstallDependencies (`pulumi install`): `go mod tidy`, as the official host.
func (h *host) InstallDependencies(req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	gobin, err := executable.FindExecutable("go")
	if err != nil {
		return err
	}
	cmd := exec.Command(gobin, "mod", "tidy", "-compat=1.18")
	cmd.Dir = req.GetInfo().GetProgramDirectory()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("`go mod tidy` failed to install dependencies: %w", err)
	}
	return closer.Close()
}

// GenerateProgram serves `pulumi import`: Go, with output-versioned invokes, as the official host.
func (h *host) GenerateProgram(_ context.Context, req *pulumirpc.GenerateProgramRequest) (*pulumirpc.GenerateProgramResponse, error) {
	return langhost.GenerateProgram(req, codegen.GenerateProgram, pcl.PreferOutputVersionedInvokes)
}
