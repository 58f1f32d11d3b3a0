// Whether this process wants new work. A graceful shutdown turns it off first, so a load balancer
// polling GET /api/health/ready stops sending requests while the ones in flight finish.

export type Readiness = {
  readonly accepting: boolean;
  stopAccepting(): void;
};

export function createReadiness(): Readiness {
  let accepting = true;
  return {
    get accepting() {
      return accepting;
    },
    stopAccepting() {
      accepting = false;
    },
  };
}
