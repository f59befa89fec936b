// Package langhost is what the project's two stand-in language hosts (pulumi-language-python and
// pulumi-language-go) share: the plugin's start-up protocol, the program's exit status, its config
// in the environment, and program generation for `pulumi import`.
//
// Why stand-ins: the official hosts are Go modules of their own (pulumi/pulumi
// sdk/python/cmd/pulumi-language-python, sdk/go/pulumi-language-go) that the module proxy here does
// not serve. Each host below follows its official main.go at v3.259.0, and uses the same packages of
// the sdk/v3 and pkg/v3 modules wherever the official one does (rpcutil, python/toolchain, pcl and
// the codegen packages), so that a program runs exactly as it would under the official host
// (docs/decisions/0115-language-host-stand-ins.md).
package langhost

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/hcl/v2"
	hclsyntax "github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/plugin"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/cmdutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/logging"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	"github.com/pulumi/pulumi/sdk/v3/go/common/version"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"
)

// BailExitCode is what both SDKs exit with after they have logged a user-actionable error
// (constant.ExitStatusLoggedError in Go, PYTHON_PROCESS_EXITED_AFTER_SHOWING_USER_ACTIONABLE_MESSAGE_CODE).
const BailExitCode = 32

// Main starts a language host as the engine does: `<host> [-tracing X] [-v=N ...] <engine address>`,
// then prints the port of its gRPC server as the first line of stdout.
func Main(name string, newHost func(engineAddress string) pulumirpc.LanguageRuntimeServer) {
	var tracing string
	flag.StringVar(&tracing, "tracing", "", "Emit tracing to a Zipkin-compatible tracing endpoint")
	flag.Parse()
	logging.InitLogging(false, 0, false)
	cmdutil.InitTracing(name, name, tracing)

	var engineAddress string
	if args := flag.Args(); len(args) > 0 {
		engineAddress = args[0]
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	cancelChannel := make(chan bool)
	go func() {
		<-ctx.Done()
		cancel()
		close(cancelChannel)
	}()
	if engineAddress != "" {
		if err := rpcutil.Healthcheck(ctx, engineAddress, 5*time.Minute, cancel); err != nil {
			cmdutil.Exit(fmt.Errorf("could not start health check host RPC server: %w", err))
		}
	}
	exitWithParent()

	handle, err := rpcutil.ServeWithOptions(rpcutil.ServeOptions{
		Cancel: cancelChannel,
		Init: func(srv *grpc.Server) error {
			pulumirpc.RegisterLanguageRuntimeServer(srv, newHost(engineAddress))
			return nil
		},
		Options: rpcutil.TracingServerInterceptorOptions(nil),
	})
	if err != nil {
		cmdutil.Exit(fmt.Errorf("could not start language host RPC server: %w", err))
	}
	fmt.Printf("%d\n", handle.Port)
	if err := <-handle.Done; err != nil {
		cmdutil.Exit(fmt.Errorf("language host RPC stopped serving: %w", err))
	}
}

var (
	programsMu sync.Mutex
	programs   = map[*exec.Cmd]struct{}{}
)

// exitWithParent ends the host, and the program it runs, when the engine that started it is gone,
// `kill -9` included (nothing the toolchain starts may outlive the engine; the official
// host's 5-minute health check is too slow for that). See exit-with-parent.js for the Node side.
func exitWithParent() {
	parent := os.Getppid()
	if parent <= 1 {
		return
	}
	go func() {
		for range time.Tick(250 * time.Millisecond) {
			if os.Getppid() == parent {
				continue
			}
			programsMu.Lock()
			for cmd := range programs {
				if cmd.Process != nil {
					_ = cmd.Process.Kill()
				}
			}
			os.Exit(1) //nolint:noosexit // the engine is gone; nothing to report to
		}
	}()
}

// RunProgram runs a program the way both official hosts do (Interrupt on cancel, then Kill after
// 5 s) and turns its exit status into the engine's RunResponse.
func RunProgram(ctx context.Context, cmd *exec.Cmd, describe func(status int) string) *pulumirpc.RunResponse {
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.Cancel = func() error {
		if err := cmd.Process.Signal(os.Interrupt); err != nil {
			return cmd.Process.Kill()
		}
		return nil
	}
	cmd.WaitDelay = 5 * time.Second
	programsMu.Lock()
	programs[cmd] = struct{}{}
	programsMu.Unlock()
	defer func() {
		programsMu.Lock()
		delete(programs, cmd)
		programsMu.Unlock()
	}()
	err := cmd.Run()
	// Python does not flush its streams when it exits abnormally; neither host may lose its last words.
	_ = os.Stdout.Sync()
	_ = os.Stderr.Sync()
	if err == nil {
		return &pulumirpc.RunResponse{}
	}
	var exitErr *exec.ExitError
	if !errors.As(err, &exitErr) {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("problem executing program: %v", err)}
	}
	status, ok := exitErr.Sys().(syscall.WaitStatus)
	if !ok || status.ExitStatus() < 0 {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("program exited unexpectedly: %v", exitErr)}
	}
	if status.ExitStatus() == BailExitCode {
		return &pulumirpc.RunResponse{Bail: true}
	}
	return &pulumirpc.RunResponse{Error: describe(status.ExitStatus())}
}

// ConfigEnv is PULUMI_CONFIG and PULUMI_CONFIG_SECRET_KEYS as both official hosts write them.
func ConfigEnv(req *pulumirpc.RunRequest) ([]string, error) {
	var env []string
	if cfg := req.GetConfig(); cfg != nil {
		encoded, err := json.Marshal(cfg)
		if err != nil {
			return nil, fmt.Errorf("failed to serialize configuration: %w", err)
		}
		env = append(env, "PULUMI_CONFIG="+string(encoded))
	}
	keys := req.GetConfigSecretKeys()
	if keys == nil {
		keys = []string{}
	}
	encoded, err := json.Marshal(keys)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration secret keys: %w", err)
	}
	return append(env, "PULUMI_CONFIG_SECRET_KEYS="+string(encoded)), nil
}

// Generator is one language's program generator from Pulumi's codegen (python or go).
type Generator func(program *pcl.Program) (map[string][]byte, hcl.Diagnostics, error)

// GenerateProgram binds the PCL that `pulumi import` sends against the schemas the engine serves and
// generates the program in the host's language, as the official hosts' GenerateProgram do.
func GenerateProgram(req *pulumirpc.GenerateProgramRequest, generate Generator, options ...pcl.BindOption) (*pulumirpc.GenerateProgramResponse, error) {
	loader, err := schema.NewLoaderClient(req.LoaderTarget)
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	parser := hclsyntax.NewParser()
	for path, contents := range req.Source {
		if err := parser.ParseFile(strings.NewReader(contents), path); err != nil {
			return nil, err
		}
		if parser.Diagnostics.HasErrors() {
			return nil, parser.Diagnostics
		}
	}
	program, diags, err := pcl.BindProgram(parser.Files, schema.NewCachedLoader(loader), options...)
	if err != nil {
		return nil, err
	}
	rpcDiags := plugin.HclDiagnosticsToRPCDiagnostics(diags)
	if diags.HasErrors() {
		return &pulumirpc.GenerateProgramResponse{Diagnostics: rpcDiags}, nil
	}
	if program == nil {
		return nil, errors.New("internal error: program was nil")
	}
	files, diags, err := generate(program)
	if err != nil {
		return nil, err
	}
	return &pulumirpc.GenerateProgramResponse{Source: files, Diagnostics: append(rpcDiags, plugin.HclDiagnosticsToRPCDiagnostics(diags)...)}, nil
}

// Base is what both hosts answer alike: the engine's address (from the command line or Handshake),
// GetPluginInfo, Handshake, and Unimplemented for every method a stand-in does not serve.
type Base struct {
	pulumirpc.UnimplementedLanguageRuntimeServer
	EngineAddress string
}

// GetPluginInfo reports the CLI's version, as the official hosts (built with the CLI) do.
func (b *Base) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version.Version}, nil
}

// Handshake records the engine address when the engine did not pass one on the command line.
func (b *Base) Handshake(_ context.Context, req *pulumirpc.LanguageHandshakeRequest) (*pulumirpc.LanguageHandshakeResponse, error) {
	if req.GetEngineAddress() == "" {
		return nil, errors.New("Must contain address in request")
	}
	b.EngineAddress = req.GetEngineAddress()
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

// ReadPluginJSON reads the first of paths that exists, as both official hosts look for an installed
// package's pulumi-plugin.json; nil when none does.
func ReadPluginJSON(paths ...string) (*plugin.PulumiPluginJSON, error) {
	for _, path := range paths {
		found, err := plugin.LoadPulumiPluginJSON(path)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return found, nil
	}
	return nil, nil
}

// RequiredPackage is the official hosts' answer for one installed package: the plugin's name, version
// and download URL (`server`) from its pulumi-plugin.json, the package's own name and version where
// the file leaves them out, and nothing for a package whose file says it has no resource plugin or
// whose version is unknown. The engine installs what this names before the program runs, from the
// download URL when the plugin is not in PULUMI_HOME.
func RequiredPackage(pluginJSON *plugin.PulumiPluginJSON, name, version string) *pulumirpc.PackageDependency {
	var server string
	var parameterization *pulumirpc.PackageParameterization
	if pluginJSON != nil {
		if !pluginJSON.Resource {
			return nil
		}
		if pluginJSON.Name != "" {
			name = pluginJSON.Name
		}
		if pluginJSON.Version != "" {
			version = pluginJSON.Version
		}
		server = pluginJSON.Server
		if p := pluginJSON.Parameterization; p != nil {
			parameterization = &pulumirpc.PackageParameterization{Name: p.Name, Version: p.Version, Value: p.Value}
		}
	}
	if name == "" || version == "" {
		return nil
	}
	if !strings.HasPrefix(version, "v") {
		version = "v" + version
	}
	return &pulumirpc.PackageDependency{Kind: "resource", Name: name, Version: version, Server: server, Parameterization: parameterization}
}
