// checkpoint-cost: what the engine's file backend spends on one checkpoint of a stack, measured on
// a `pulumi stack export` with the engine's own code (pkg/v3 at the CLI's version): the snapshot
// serialized to a deployment, marshaled to compact JSON, hashed as the bucket write hashes it, and
// its integrity verified, as every save of a running update does. Secrets must be plaintext in the
// export (bench/engine/checkpoint-cost.ts writes such copies): encryption is left out of the measure.
//
//	checkpoint-cost -saves 150 A.json B.json  ->  one JSON line per file: {"file","msPerSave","bytes"}
package main

import (
	"context"
	"crypto/md5"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/pulumi/pulumi/pkg/v3/resource/stack"
	"github.com/pulumi/pulumi/pkg/v3/secrets/b64"
	"github.com/pulumi/pulumi/sdk/v3/go/common/apitype"
)

type result struct {
	File      string  `json:"file"`
	MsPerSave float64 `json:"msPerSave"`
	Bytes     int     `json:"bytes"`
}

func measure(ctx context.Context, file string, saves int) (result, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return result{}, err
	}
	var untyped apitype.UntypedDeployment
	if err := json.Unmarshal(raw, &untyped); err != nil {
		return result{}, fmt.Errorf("%s: not a stack export: %w", file, err)
	}
	var deployment apitype.DeploymentV3
	if err := json.Unmarshal(untyped.Deployment, &deployment); err != nil {
		return result{}, fmt.Errorf("%s: not a version 3 deployment: %w", file, err)
	}
	// The export's own secrets provider needs its passphrase; its secrets are plaintext here.
	deployment.SecretsProviders = nil
	snap, err := stack.DeserializeDeploymentV3(ctx, deployment, b64.Base64SecretsProvider)
	if err != nil {
		return result{}, fmt.Errorf("%s: %w", file, err)
	}
	snap.SecretsManager = b64.NewBase64SecretsManager()
	bytes := 0
	started := time.Now()
	for i := 0; i < saves; i++ {
		serialized, err := stack.SerializeDeployment(ctx, snap, false)
		if err != nil {
			return result{}, err
		}
		marshaled, err := json.Marshal(serialized)
		if err != nil {
			return result{}, err
		}
		md5.Sum(marshaled)
		if err := snap.VerifyIntegrity(); err != nil {
			return result{}, err
		}
		bytes = len(marshaled)
	}
	perSave := float64(time.Since(started).Microseconds()) / 1000 / float64(saves)
	return result{File: file, MsPerSave: perSave, Bytes: bytes}, nil
}

func main() {
	saves := flag.Int("saves", 150, "checkpoints to serialize per file")
	flag.Parse()
	ctx := context.Background()
	for _, file := range flag.Args() {
		r, err := measure(ctx, file, *saves)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		line, _ := json.Marshal(r)
		fmt.Println(string(line))
	}
}
