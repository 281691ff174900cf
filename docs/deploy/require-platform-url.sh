#!/bin/sh
# Run by the official nginx image's entrypoint before it fills in the templates: a container
# without the platform's address must stop with a clear message, not serve an app that cannot
# call anyone.
case "${PLATFORM_URL:-}" in
  http://*|https://*) exit 0 ;;
esac
echo "PLATFORM_URL must be the platform's origin, e.g. -e PLATFORM_URL=https://api.example.com (got '${PLATFORM_URL:-}')" >&2
exit 1
