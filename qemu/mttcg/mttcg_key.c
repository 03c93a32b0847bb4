// SPDX-License-Identifier: GPL-2.0
/*
 * qemu/mttcg-repro key: a static key in this module's text, flipped
 * "flips" times on a write to the parameter while a kthread per CPU runs
 * through it.  Mainline code only: no ktrace in it.
 */
#include <linux/module.h>
#include <linux/kthread.h>
#include <linux/jump_label.h>
#include <linux/sched.h>
#include <linux/cpumask.h>
#include <linux/slab.h>

static DEFINE_STATIC_KEY_FALSE(mk_key);
static struct task_struct **mk_threads;
static unsigned long mk_hits;

static noinline void mk_body(void)
{
	if (static_branch_unlikely(&mk_key))
		WRITE_ONCE(mk_hits, READ_ONCE(mk_hits) + 1);
}

static int mk_run(void *arg)
{
	while (!kthread_should_stop()) {
		int i;

		for (i = 0; i < 1000; i++)
			mk_body();
		cond_resched();
	}
	return 0;
}

static int mk_flips_set(const char *val, const struct kernel_param *kp)
{
	unsigned int n, i;
	int ret = kstrtouint(val, 0, &n);

	if (ret)
		return ret;
	for (i = 0; i < n; i++) {
		static_branch_enable(&mk_key);
		static_branch_disable(&mk_key);
	}
	return 0;
}

static const struct kernel_param_ops mk_flips_ops = { .set = mk_flips_set };
module_param_cb(flips, &mk_flips_ops, NULL, 0200);

static int __init mk_init(void)
{
	int cpu;

	mk_threads = kcalloc(nr_cpu_ids, sizeof(*mk_threads), GFP_KERNEL);
	if (!mk_threads)
		return -ENOMEM;
	for_each_online_cpu(cpu) {
		mk_threads[cpu] = kthread_run(mk_run, NULL, "mk/%d", cpu);
		if (IS_ERR(mk_threads[cpu]))
			mk_threads[cpu] = NULL;
	}
	return 0;
}

static void __exit mk_exit(void)
{
	int cpu;

	for (cpu = 0; cpu < nr_cpu_ids; cpu++)
		if (mk_threads[cpu])
			kthread_stop(mk_threads[cpu]);
	kfree(mk_threads);
}
module_init(mk_init);
module_exit(mk_exit);
MODULE_DESCRIPTION("static key flipped in module text while every CPU runs it");
MODULE_LICENSE("GPL");
