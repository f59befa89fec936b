// gomodzip writes a Go module's files in the module-proxy layout (`<module>/@v/list`, `<v>.info`,
// `<v>.mod`, `<v>.zip`) with golang.org/x/mod, the module zip rules `go` itself checks: every file
// under the prefix `<module>@<version>/`, no vendor/ and no nested modules, size limits enforced.
//
// Usage: gomodzip <module dir> <version> <proxy root> <time RFC 3339>
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
	"golang.org/x/mod/zip"
)

func main() {
	if len(os.Args) != 5 {
		fail(fmt.Errorf("usage: gomodzip <module dir> <version> <proxy root> <time RFC 3339>"))
	}
	dir, version, root := os.Args[1], os.Args[2], os.Args[3]
	at, err := time.Parse(time.RFC3339, os.Args[4])
	if err != nil {
		fail(fmt.Errorf("time %q: %w", os.Args[4], err))
	}
	goMod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		fail(err)
	}
	path := modfile.ModulePath(goMod)
	if path == "" {
		fail(fmt.Errorf("%s/go.mod names no module", dir))
	}
	mod := module.Version{Path: path, Version: version}
	if err := module.Check(mod.Path, mod.Version); err != nil {
		fail(err)
	}
	escaped, err := module.EscapePath(path)
	if err != nil {
		fail(err)
	}
	escapedVersion, err := module.EscapeVersion(version)
	if err != nil {
		fail(err)
	}
	atV := filepath.Join(root, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(atV, 0o755); err != nil {
		fail(err)
	}
	out, err := os.Create(filepath.Join(atV, escapedVersion+".zip"))
	if err != nil {
		fail(err)
	}
	if err := zip.CreateFromDir(out, mod, dir); err != nil {
		fail(err)
	}
	if err := out.Close(); err != nil {
		fail(err)
	}
	write(filepath.Join(atV, escapedVersion+".mod"), goMod)
	info, _ := json.Marshal(struct {
		Version string
		Time    string
	}{version, at.UTC().Format(time.RFC3339)})
	write(filepath.Join(atV, escapedVersion+".info"), info)
	write(filepath.Join(atV, "list"), []byte(versionList(filepath.Join(atV, "list"), version)))
	fmt.Println(filepath.ToSlash(filepath.Join(escaped, "@v", escapedVersion+".zip")))
}

// versionList is the list file with version added, one version a line in semver order.
func versionList(file, version string) string {
	seen := map[string]bool{version: true}
	if old, err := os.ReadFile(file); err == nil {
		for _, line := range strings.Fields(string(old)) {
			seen[line] = true
		}
	}
	versions := make([]string, 0, len(seen))
	for v := range seen {
		versions = append(versions, v)
	}
	sort.Slice(versions, func(i, j int) bool { return semver.Compare(versions[i], versions[j]) < 0 })
	return strings.Join(versions, "\n") + "\n"
}

func write(file string, data []byte) {
	if err := os.WriteFile(file, data, 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "gomodzip: %v\n", err)
	os.Exit(1)
}
