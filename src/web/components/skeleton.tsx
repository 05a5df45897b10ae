import type { CSSProperties } from "react";
import { skeleton } from "@/web/components/skeleton.css";

export interface SkeletonProps {
  readonly inlineSize?: CSSProperties["inlineSize"];
  readonly blockSize?: CSSProperties["blockSize"];
  readonly aspectRatio?: CSSProperties["aspectRatio"];
}

/** A placeholder with the shape of what is loading; hidden from assistive technology. */
export const Skeleton = ({ inlineSize = "100%", blockSize, aspectRatio }: SkeletonProps) => (
  <span aria-hidden="true" className={skeleton} style={{ inlineSize, blockSize, aspectRatio }} />
);
