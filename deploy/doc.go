// Package deploy holds the test of gonggao's deployment files: the
// container image (Containerfile, image.sh, image-test.sh) and the
// Kubernetes manifests in docs/. It is a module of its own so that the
// Kubernetes API types it decodes the manifests into never enter the
// gonggao module's dependencies.
package deploy
