/* SPDX-License-Identifier: GPL-2.0 */
/*
 * mktrace OUT: write a small ktrace trace file whose every byte is known,
 * for the host tests of tools/tracing/ktrace (selftests/t-tool.sh).
 *
 * Two CPUs.  CPU 0: a task switch, a syscall with its exit, a softirq,
 * an exec, a record after a time extend, a discarded event (padding),
 * a record too long for the short header.  CPU 1: 5 records lost, then
 * a syscall entered on CPU 1 and left after migrating... to CPU 0, and
 * records of a thread that only the list of tasks at the end names, one
 * of an event whose module was unloaded before the info was read, and a
 * compat call and a failing one.
 * Every record names its task (who) and context (ctx).
 *
 * mktrace --big MB OUT: a trace of about MB megabytes, for the tests and
 * benchmarks of reading a large trace: syscalls, softirqs and task
 * switches on CPUs 0-2, a loss now and then, and CPU 3 recording a record
 * for every 1000 of the others, so that its chunks come in the file long
 * after records of the same time on the other CPUs (a reader that merged
 * the file's chunks in the order they come would have to hold everything
 * in between).
 *
 * mktrace --gap OUT: on CPU 0 a syscall and a softirq entered, 1000
 * records lost, then their exits: no time may be given to either.
 *
 * mktrace --many N OUT: N CPUs, one record each.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktrace.h"	/* tools/tracing/ktrace, from the patched tree */

static const char info[] =
	"version 1\n"
	"event sched_switch id 1 enabled fields s32,s32,u64,s32,s32 format prev=%d prev_prio=%d prev_state=%lx next=%d next_prio=%d\n"
	"event sys_enter id 2 enabled fields s64,u64,u64,u64,u64,u64,u64,s32 format nr=%ld args=%lx,%lx,%lx,%lx,%lx,%lx compat=%d\n"
	"event sys_exit id 3 enabled fields s64,s64,s32 format nr=%ld ret=%ld compat=%d\n"
	"event softirq_entry id 4 enabled fields u32 format vec=%u\n"
	"event softirq_exit id 5 enabled fields u32 format vec=%u\n"
	"event sched_exec id 6 enabled fields s32,s32,str format pid=%d old_pid=%d comm=%s\n"
	"event demo id 9 disabled fields char,s16,ptr,str format c=%c h=%hd p=%p s=[%s] 100%%\n"
	"event idle id 10 enabled fields - format nothing\n"
	"event gone id 11 retired fields u32 format x=%u\n";

static uint8_t buf[1 << 16];
static size_t len;

static void put(const void *p, size_t n)
{
	memcpy(buf + len, p, n);
	len += n;
}

static void put_u16(uint16_t v) { put(&v, 2); }
static void put_u32(uint32_t v) { put(&v, 4); }
static void put_s32(int32_t v) { put(&v, 4); }
static void put_u64(uint64_t v) { put(&v, 8); }

static void put_str(const char *s, int truncated)
{
	put_u16(strlen(s) | (truncated ? KT_STR_TRUNCATED : 0));
	put(s, strlen(s));
}

/* A ring buffer data event: header, then the record padded to 4 bytes. */
static size_t ev_start;
static uint32_t ev_delta;
static int32_t who;		/* the task of the next records */
static uint8_t ctx;		/* and their context */

static void ev_begin(uint32_t delta, uint16_t id)
{
	ev_start = len;
	ev_delta = delta;
	put_u32(0);		/* header, filled in by ev_end */
	put_u32(0);		/* length word, if needed */
	put_u16(id);
	put(&ctx, 1);
	put("", 1);
	put_s32(who);
}

static void ev_end(void)
{
	size_t data = len - ev_start - 8;
	size_t padded = (data + 3) & ~3UL;

	memset(buf + len, 0, padded - data);
	len = ev_start + 8 + padded;
	if (padded <= 28 * 4) {
		/* Short form: drop the length word. */
		uint32_t hdr = (uint32_t)(padded / 4) | ev_delta << 5;

		memmove(buf + ev_start + 4, buf + ev_start + 8, padded);
		memcpy(buf + ev_start, &hdr, 4);
		len -= 4;
	} else {
		uint32_t hdr = ev_delta << 5, l = padded + 4;

		memcpy(buf + ev_start, &hdr, 4);
		memcpy(buf + ev_start + 4, &l, 4);
	}
}

static size_t chunk_start;

static void chunk_begin(uint32_t type, uint32_t cpu, uint64_t ts,
			uint64_t value)
{
	struct kt_chunk c = { type, cpu, ts, value, 0, 0 };

	chunk_start = len;
	put(&c, sizeof(c));
}

static void chunk_end(void)
{
	uint32_t l = len - chunk_start - sizeof(struct kt_chunk);

	memcpy(buf + chunk_start + offsetof(struct kt_chunk, len), &l, 4);
}

static uint64_t prev_state = 1;	/* of the next switch from a task */

static void sw(uint32_t delta, int prev, int next)
{
	who = prev;
	ev_begin(delta, 1);
	put_s32(prev); put_s32(120); put_u64(prev ? prev_state : 0);
	put_s32(next); put_s32(120);
	ev_end();
	who = next;
}

static void task(int32_t tid, int32_t tgid, const char *comm)
{
	struct kt_task_entry e = { tid, tgid };

	memcpy(e.comm, comm, strnlen(comm, sizeof(e.comm)));
	put(&e, sizeof(e));
}

static int compat;		/* of the next syscall records */

static void sys_enter(uint32_t delta, int64_t nr)
{
	int i;

	ev_begin(delta, 2);
	put_u64(nr);
	for (i = 0; i < 6; i++)
		put_u64(0x10 * (i + 1));
	put_s32(compat);
	ev_end();
}

static void sys_exit(uint32_t delta, int64_t nr, int64_t ret)
{
	ev_begin(delta, 3);
	put_u64(nr); put_u64(ret);
	put_s32(compat);
	ev_end();
}

static void u32ev(uint32_t delta, uint16_t id, uint32_t v)
{
	ev_begin(delta, id);
	put_u32(v);
	ev_end();
}

static const char meta[] =
	"kernel 7.3.4-test\nmachine x86_64\nhost mktrace\nseconds 0.200\n"
	"command demo-app --flag\n";

/* --big: each CPU's chunk being filled, written when full. */
#define BIG_CPUS	4
#define BIG_CHUNK	(4096 - 16)	/* a 4 KiB sub-buffer's data */

static struct {
	uint8_t		data[BIG_CHUNK];
	size_t		len;
	uint64_t	ts;		/* of the chunk: before its first */
	uint64_t	now;		/* of its last record */
	uint64_t	lost;		/* records marked lost */
	int		cur;		/* the task running */
} cpus[BIG_CPUS];
static uint64_t big_written;

static void big_put(FILE *f, const void *p, size_t n)
{
	if (fwrite(p, 1, n, f) != n) {
		perror("mktrace");
		exit(1);
	}
	big_written += n;
}

static void big_flush(FILE *f, int cpu)
{
	struct kt_chunk c = { KT_CHUNK_EVENTS, cpu, cpus[cpu].ts, 0,
			      cpus[cpu].len, 0 };

	if (!cpus[cpu].len)
		return;
	big_put(f, &c, sizeof(c));
	big_put(f, cpus[cpu].data, cpus[cpu].len);
	cpus[cpu].len = 0;
	cpus[cpu].ts = cpus[cpu].now;
}

/* The record built in buf by ev_begin() ... ev_end(), onto @cpu's chunk. */
static void big_record(FILE *f, int cpu, uint32_t delta)
{
	if (cpus[cpu].len + len > BIG_CHUNK)
		big_flush(f, cpu);
	cpus[cpu].now += delta;
	/* The delta is from the CPU's last record: set in the header. */
	buf[0] = (buf[0] & 0x1f) | (delta << 5 & 0xe0);
	buf[1] = delta >> 3;
	buf[2] = delta >> 11;
	buf[3] = delta >> 19;
	memcpy(cpus[cpu].data + cpus[cpu].len, buf, len);
	cpus[cpu].len += len;
	len = 0;
}

static int big(const char *path, unsigned long mb)
{
	static const int nrs[] = { 0, 1, 3, 39, 257, 262, 232, 7 };
	struct kt_file_header h = { 0 };
	uint64_t i, lost_every = 100003;
	FILE *f = fopen(path, "w");
	int cpu;

	if (!f) {
		perror(path);
		return 1;
	}
	memcpy(h.magic, KT_MAGIC, 8);
	h.version = KT_VERSION;
	h.byte_order = KT_BYTE_ORDER;
	h.long_size = 8;
	h.nr_cpus = BIG_CPUS;
	h.info_len = strlen(info);
	big_put(f, &h, sizeof(h));
	big_put(f, info, strlen(info));
	for (cpu = 0; cpu < BIG_CPUS; cpu++) {
		cpus[cpu].ts = cpus[cpu].now = 1000000000ULL;
		cpus[cpu].cur = 100 + cpu;
	}
	srand(1);
	for (i = 0; big_written < (uint64_t)mb << 20; i++) {
		int nr = nrs[i % 8];

		cpu = i % 3;
		who = cpus[cpu].cur;
		len = 0;
		if (i % 1000 == 999) {
			/* CPU 3: a record now and then, 3000 records apart. */
			who = 103;
			ev_begin(0, 10);
			ev_end();
			big_record(f, 3, cpus[cpu].now + 100 > cpus[3].now ?
				   cpus[cpu].now + 100 - cpus[3].now : 0);
			continue;
		}
		if (i % lost_every == 5) {
			struct kt_chunk c = { KT_CHUNK_LOST, cpu, cpus[cpu].now,
					      i % 7 + 1, 0, 0 };

			big_flush(f, cpu);
			big_put(f, &c, sizeof(c));
			cpus[cpu].lost += c.value;
		}
		switch (i / 3 % 16) {
		case 15:
			sw(0, who, 100 + rand() % 50);
			big_record(f, cpu, 400);
			cpus[cpu].cur = who;
			break;
		case 7:
			ctx = KTRACE_CTX_SOFTIRQ;
			u32ev(0, 4, 3);
			big_record(f, cpu, 300);
			u32ev(0, 5, 3);
			big_record(f, cpu, 2500);
			ctx = 0;
			break;
		default:
			sys_enter(0, nr);
			big_record(f, cpu, 250);
			sys_exit(0, nr, i % 5 ? 8 : -2);
			big_record(f, cpu, 800 + rand() % 1000);
		}
	}
	for (cpu = 0; cpu < BIG_CPUS; cpu++) {
		struct kt_chunk c = { KT_CHUNK_END, cpu, 0, cpus[cpu].lost, 0,
				      0 };

		big_flush(f, cpu);
		big_put(f, &c, sizeof(c));
	}
	/* Names for the tasks: 100-149 and CPU 3's 103. */
	{
		struct kt_chunk c = { KT_CHUNK_TASKS, 0, 0, KT_TASKS_START,
				      50 * sizeof(struct kt_task_entry), 0 };
		struct kt_task_entry e = { 0 };

		big_put(f, &c, sizeof(c));
		for (i = 100; i < 150; i++) {
			e.tid = i;
			e.tgid = i - i % 4;
			snprintf(e.comm, sizeof(e.comm), "task%llu",
				 (unsigned long long)i);
			big_put(f, &e, sizeof(e));
		}
	}
	if (fclose(f)) {
		perror(path);
		return 1;
	}
	return 0;
}

static void header(int nr_cpus)
{
	struct kt_file_header h = { 0 };

	memcpy(h.magic, KT_MAGIC, 8);
	h.version = KT_VERSION;
	h.byte_order = KT_BYTE_ORDER;
	h.long_size = 8;
	h.nr_cpus = nr_cpus;
	h.info_len = strlen(info);
	put(&h, sizeof(h));
	put(info, strlen(info));
}

static int out(const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) {
		perror("mktrace");
		return 1;
	}
	return 0;
}

static int gap(const char *path)
{
	header(1);
	who = 42;
	chunk_begin(KT_CHUNK_EVENTS, 0, 1000000000ULL, 0);
	sys_enter(0, 0);			/* 1.000000000 read */
	ctx = KTRACE_CTX_SOFTIRQ;
	u32ev(100, 4, 3);			/* 1.000000100 NET_RX */
	chunk_end();
	chunk_begin(KT_CHUNK_LOST, 0, 1000900000ULL, 1000);
	chunk_end();
	chunk_begin(KT_CHUNK_EVENTS, 0, 1000900000ULL, 0);
	u32ev(0, 5, 3);				/* 1.000900000 */
	ctx = 0;
	sys_exit(100, 0, 8);			/* 1.000900100 */
	chunk_end();
	return out(path);
}

static int many(int n, const char *path)
{
	int cpu;

	if (n < 1 || n > KT_MAX_CPUS)
		return 1;
	header(n);
	who = 42;
	for (cpu = 0; cpu < n; cpu++) {
		chunk_begin(KT_CHUNK_EVENTS, cpu, 1000000000ULL + cpu, 0);
		ev_begin(0, 10);
		ev_end();
		chunk_end();
	}
	return out(path);
}

int main(int argc, char **argv)
{
	struct kt_file_header h = { 0 };
	char longstr[121];
	uint32_t w;
	FILE *f;

	if (argc == 4 && !strcmp(argv[1], "--big"))
		return big(argv[3], strtoul(argv[2], NULL, 10));
	if (argc == 3 && !strcmp(argv[1], "--gap"))
		return gap(argv[2]);
	if (argc == 4 && !strcmp(argv[1], "--many"))
		return many(atoi(argv[2]), argv[3]);
	memcpy(h.magic, KT_MAGIC, 8);
	h.version = KT_VERSION;
	h.byte_order = KT_BYTE_ORDER;
	h.long_size = 8;
	h.nr_cpus = 2;
	h.info_len = strlen(info);
	put(&h, sizeof(h));
	put(info, strlen(info));

	/* CPU 0, from 1.000000000 s. */
	chunk_begin(KT_CHUNK_EVENTS, 0, 1000000000ULL, 0);
	sw(0, 0, 42);				/* 1.000000000 */
	sys_enter(1000, 39);			/* 1.000001000 */
	sys_exit(500, 39, 42);			/* 1.000001500 */
	ctx = KTRACE_CTX_SOFTIRQ;
	u32ev(100, 4, 1);			/* 1.000001600 softirq TIMER */
	u32ev(300, 5, 1);			/* 1.000001900 */
	ctx = 0;
	ev_begin(50, 6);			/* 1.000001950 exec */
	put_s32(42); put_s32(42); put_str("demo-app", 0);
	ev_end();
	/* A time extend of 2^27 + 5 ns, then a record 10 ns later. */
	w = 30 | 5 << 5;
	put_u32(w); put_u32(1);
	ev_begin(10, 9);			/* 1.134219693 */
	put("z", 1); put_u16((uint16_t)-7); put_u64(0xffff888000001000ULL);
	put_str("tab\there \"q\"", 0);
	ev_end();
	/* A discarded event: padding with a delta; array[0] counts all but the header. */
	w = 29 | 1 << 5;
	put_u32(w); put_u32(12); put_u64(0);
	/* Long: type_len 0. */
	memset(longstr, 'x', 120);
	longstr[120] = '\0';
	ctx = KTRACE_CTX_HARDIRQ;		/* in an interrupt of 42 */
	ev_begin(7, 9);				/* 1.134219700 */
	put("\n", 1); put_u16(300); put_u64(0);
	put_str(longstr, 1);
	ev_end();
	ctx = 0;
	ev_begin(0, 10);			/* 1.134219700 idle */
	ev_end();
	chunk_end();

	/* CPU 1: 5 lost, then pid 7 enters read() and is switched out. */
	chunk_begin(KT_CHUNK_LOST, 1, 1000000500ULL, 5);
	chunk_end();
	chunk_begin(KT_CHUNK_EVENTS, 1, 1000000500ULL, 0);
	sw(0, 0, 7);				/* 1.000000500 */
	sys_enter(100, 0);			/* 1.000000600 */
	sw(200, 7, 0);				/* 1.000000800 */
	who = 99;				/* a thread of 98 */
	ev_begin(100, 10);			/* 1.000000900 idle */
	ev_end();
	u32ev(50, 11, 5);			/* 1.000000950, module gone since */
	compat = 1;				/* int $0x80 getpid: i386's 20 */
	sys_enter(20, 20);			/* 1.000000970 */
	sys_exit(10, 20, 99);			/* 1.000000980 */
	compat = 0;
	sys_enter(5, 257);			/* 1.000000985 openat */
	sys_exit(5, 257, -2);			/* 1.000000990 ENOENT */
	chunk_end();

	/* CPU 0 again: pid 7 comes back there and leaves read(). */
	chunk_begin(KT_CHUNK_EVENTS, 0, 1200000000ULL, 0);
	prev_state = 0x100;			/* preempted: "R+" */
	sw(0, 42, 7);				/* 1.200000000 */
	sys_exit(1000, 0, 4096);		/* 1.200001000 */
	chunk_end();

	chunk_begin(KT_CHUNK_END, 0, 0, 0);
	chunk_end();
	chunk_begin(KT_CHUNK_END, 1, 0, 5);
	chunk_end();
	/* 42 was sh, then exec'd; 99 came and ran after the start. */
	chunk_begin(KT_CHUNK_TASKS, 0, 0, KT_TASKS_START);
	task(7, 7, "reader");
	task(42, 42, "sh");
	chunk_end();
	chunk_begin(KT_CHUNK_TASKS, 0, 0, KT_TASKS_END);
	task(7, 7, "reader");
	task(42, 42, "demo-app");
	task(99, 98, "worker");
	chunk_end();
	chunk_begin(KT_CHUNK_META, 0, 0, 0);
	put(meta, strlen(meta));
	chunk_end();

	f = fopen(argv[1], "w");
	if (argc != 2 || !f || fwrite(buf, 1, len, f) != len || fclose(f)) {
		perror("mktrace");
		return 1;
	}
	return 0;
}
