import { useState } from 'react';

/**
 * The latest answer a list has had: kept on screen while a newer request loads, after it fails, or
 * while no request is made (an invalid date range). `data` is a query's `data`.
 */
export function useLastAnswer<T>(data: T | undefined): T | undefined {
  const [kept, setKept] = useState(data);
  if (data !== undefined && data !== kept) setKept(data);
  return data ?? kept;
}
