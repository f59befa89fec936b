// schema-tools (github.com/pulumi/schema-tools) with its `compare` reading the old schema from a file.
//
// `schema-tools compare -p <provider> -o <ref>` downloads the old schema from
// raw.githubusercontent.com/pulumi/pulumi-<provider>/<ref>/..., a repository layout this project does
// not have. This wrapper answers that one download with the file named by -old-schema and refuses
// every other request, then runs schema-tools' own command line unchanged, so the report is the
// tool's own wording and rules.
package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/pulumi/schema-tools/cmd"
)

// fileTransport serves the old schema for schema-tools' download and nothing else.
type fileTransport struct{ schema []byte }

func (t fileTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Host != "raw.githubusercontent.com" {
		return nil, fmt.Errorf("schema-tools asked for %s; only the old schema is served", req.URL)
	}
	return &http.Response{
		StatusCode: http.StatusOK,
		Status:     "200 OK",
		Header:     http.Header{"Content-Type": []string{"application/json"}},
		Body:       io.NopCloser(bytes.NewReader(t.schema)),
		Request:    req,
	}, nil
}

func main() {
	// -old-schema FILE comes first; everything after it is schema-tools' own arguments.
	if len(os.Args) >= 3 && os.Args[1] == "-old-schema" {
		schema, err := os.ReadFile(os.Args[2])
		if err != nil {
			fmt.Fprintf(os.Stderr, "-old-schema: %v\n", err)
			os.Exit(2)
		}
		http.DefaultTransport = fileTransport{schema: schema}
		http.DefaultClient.Transport = http.DefaultTransport
		os.Args = append([]string{os.Args[0]}, os.Args[3:]...)
	} else {
		http.DefaultTransport = fileTransport{}
		http.DefaultClient.Transport = http.DefaultTransport
	}
	cmd.Execute()
}
