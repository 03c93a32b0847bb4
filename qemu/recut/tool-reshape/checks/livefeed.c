/* livefeed FILE [IMPLICIT]: a trace file's chunks through live's queue
 * (kt_live_chunk), then kt_live_flush(true): what live would print. */
#include <stdlib.h>
#include <string.h>
#include "ktrace.h"

int main(int argc, char **argv)
{
	const char *implicit = argc > 2 ? argv[2] : "";
	struct kt_file_header h;
	struct kt_chunk c;
	struct kt_live *l;
	char err[256], *buf;
	size_t size, off;
	FILE *f = fopen(argv[1], "rb");
	int bad = 0;

	if (!f)
		return 2;
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	buf = malloc(size);
	if (fread(buf, 1, size, f) != size)
		return 2;
	memcpy(&h, buf, sizeof(h));
#ifdef OLD
	l = kt_live_new(stdout, buf + sizeof(h), h.info_len, h.nr_cpus, err, sizeof(err));
	if (l)
		kt_live_hide(l, implicit);
#else
	l = kt_live_new(stdout, buf + sizeof(h), h.info_len, h.nr_cpus, implicit, err, sizeof(err));
#endif
	if (!l) {
		printf("kt_live_new: %s\n", err);
		return 1;
	}
	for (off = sizeof(h) + h.info_len; off + sizeof(c) <= size; off += sizeof(c) + c.len) {
		memcpy(&c, buf + off, sizeof(c));
		if (c.len > size - off - sizeof(c))
			break;
		if (kt_live_chunk(l, c.type, c.cpu, c.ts, c.value, buf + off + sizeof(c), c.len))
			bad++;
	}
	printf("shown %llu, bad chunks %d\n", (unsigned long long)kt_live_flush(l, true), bad);
	kt_live_free(l);
	return 0;
}
