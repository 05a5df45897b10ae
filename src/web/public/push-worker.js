/* Kleos' service worker for Web Push (issue 21, item 9): shows the notification the server words in the gamer's
   language, and opens (or focuses) the site at the notification's page when it is clicked. */
self.addEventListener("push", (event) => {
  let message = { title: "Kleos", body: "", path: "/" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a JSON body still shows the site's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/favicon.svg",
      tag: message.id,
      data: { path: typeof message.path === "string" && message.path.startsWith("/") ? message.path : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data?.path ?? "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ("focus" in client) {
          client.navigate(path);
          return client.focus();
        }
      }
      return self.clients.openWindow(path);
    }),
  );
});
