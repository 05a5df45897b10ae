/**
 * The `notification-delivery` job: sends one gamer's undelivered notifications on the channels they chose (Web
 * Push, WhatsApp, e-mail). A notification's row announces itself when its transaction commits and the
 * Notifications service then sends this job keyed by the gamer; the sweep (at start-up and every minute) sends the
 * job of every gamer with a notification still undelivered (a lost announcement, a crash, a failed run). A push
 * service that cannot be reached fails the run, retried with backoff.
 */
import type { ServiceRunner } from "@/server/jobs/account-erasure";
import type { JobQueue } from "@/server/jobs/job-queue";
import {
  NOTIFICATION_DELIVERY_JOB,
  NOTIFICATION_SWEEP_JOB,
  Notifications,
} from "@/server/services/notifications/notifications";

export interface NotificationDeliveryData {
  readonly userId: string;
}

export const runNotificationDelivery = (run: ServiceRunner<Notifications>, data: NotificationDeliveryData) =>
  run(Notifications.use((notifications) => notifications.deliverNotifications(data.userId)));

/** Sends the job of every gamer with a notification still undelivered; answers how many. */
export const sweepNotifications = async (
  run: ServiceRunner<Notifications>,
  jobs: JobQueue,
  now: Date,
): Promise<number> => {
  const due = await run(Notifications.use((notifications) => notifications.dueDeliveries(now)));
  for (const userId of due) await jobs.send(NOTIFICATION_DELIVERY_JOB, { userId }, { singletonKey: userId });
  return due.length;
};

export const installNotificationDelivery = async (
  jobs: JobQueue,
  run: ServiceRunner<Notifications>,
): Promise<void> => {
  await jobs.define(NOTIFICATION_SWEEP_JOB, {
    retryLimit: 2,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await jobs.define(NOTIFICATION_DELIVERY_JOB, {
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  });
  await jobs.work<NotificationDeliveryData>(NOTIFICATION_DELIVERY_JOB, async (data) => {
    await runNotificationDelivery(run, data);
  });
  await jobs.work(NOTIFICATION_SWEEP_JOB, async () => {
    await sweepNotifications(run, jobs, new Date());
  });
  await jobs.schedule(NOTIFICATION_SWEEP_JOB, "* * * * *");
  await jobs.send(NOTIFICATION_SWEEP_JOB, {}, { singletonKey: "start-up" });
};
