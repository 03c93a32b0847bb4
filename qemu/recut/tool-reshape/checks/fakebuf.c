/*
 * fakebuf.so: LD_PRELOAD under ktrace on a fake ktrace/ whose
 * buffers/cpuN are regular files laid out as the kernel maps a CPU buffer
 * (a meta page, then sub-buffers: the first holds the count of records
 * lost, as a snapshot copy starts; the others hold records).  It answers
 * the KTRACE_BUF_* ioctls, hands out one sub-buffer after the other once
 * ktrace/enabled is 1, and makes read() (the snapshot copy) start after
 * the meta page.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linux/ktrace.h>
#include <linux/trace_mmap.h>

static struct st {
	int on, seeked;
	uint64_t size, subbuf, next, cons, prod, lost;
} st[256];

static int enabled(void)
{
	char c = 0;
	int fd = open("/sys/kernel/tracing/ktrace/enabled", O_RDONLY);

	if (fd >= 0) {
		if (read(fd, &c, 1) != 1)
			c = 0;
		close(fd);
	}
	return c == '1';
}

static void serve(int fd, struct st *s)
{
	uint64_t commit;

	if (s->next >= s->size || !enabled()) {
		s->cons = s->prod;
		return;
	}
	pread(fd, &commit, 8, s->next + 8);
	s->cons = s->next + 16;
	s->prod = s->cons + (commit & ~(3ULL << 30));
}

int ioctl(int fd, unsigned long req, ...)
{
	static int (*real)(int, unsigned long, void *);
	struct trace_buffer_meta m;
	struct st *s;
	struct stat sb;
	va_list ap;
	uint64_t *v;

	va_start(ap, req);
	v = va_arg(ap, uint64_t *);
	va_end(ap);
	if (!real)
		real = dlsym(RTLD_NEXT, "ioctl");
	if (_IOC_TYPE(req) != KTRACE_IOC_MAGIC || fd < 0 || fd >= 256)
		return real(fd, req, v);
	s = &st[fd];
	if (!s->on) {
		memset(s, 0, sizeof(*s));
		fstat(fd, &sb);
		pread(fd, &m, sizeof(m), 0);
		s->on = 1;
		s->size = sb.st_size;
		s->subbuf = m.subbuf_size;
		s->next = 2 * s->subbuf;
		s->lost = m.reader.lost_events;
		s->cons = s->prod = s->next + 16;
	}
	switch (req) {
	case KTRACE_BUF_GET_SIZE:
		*v = s->size;
		return 0;
	case KTRACE_BUF_GET_SUBBUF_SIZE:
		*v = s->subbuf;
		return 0;
	case KTRACE_BUF_GET_RESETS:
		*v = 0;
		return 0;
	case KTRACE_BUF_GET_LOST:
		*v = s->next > 2 * s->subbuf ? s->lost : 0;
		return 0;
	case KTRACE_BUF_GET_PRODUCED:
		if (s->cons == s->prod)
			serve(fd, s);
		*v = s->prod;
		return 0;
	case KTRACE_BUF_GET_CONSUMED:
		*v = s->cons;
		return 0;
	case KTRACE_BUF_PUT_CONSUMED:
		if (*v == s->prod && s->prod != s->cons) {
			s->cons = s->prod;
			s->next += s->subbuf;
		}
		return 0;
	}
	return real(fd, req, v);
}

ssize_t read(int fd, void *buf, size_t n)
{
	static ssize_t (*real)(int, void *, size_t);

	if (!real)
		real = dlsym(RTLD_NEXT, "read");
	if (fd >= 0 && fd < 256 && st[fd].on && !st[fd].seeked) {
		st[fd].seeked = 1;
		lseek(fd, st[fd].subbuf, SEEK_SET);
	}
	return real(fd, buf, n);
}

int close(int fd)
{
	static int (*real)(int);

	if (!real)
		real = dlsym(RTLD_NEXT, "close");
	if (fd >= 0 && fd < 256)
		st[fd].on = 0;
	return real(fd);
}
