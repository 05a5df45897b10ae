import { useState } from "react";

/**
 * A campaign's banner (decorative: the title beside it names the campaign). A campaign without one, or whose
 * picture fails to load, shows the empty frame in the surface colour instead of a broken image.
 */
export const Banner = ({
  src,
  className,
  eager = false,
}: {
  src: string;
  className: string;
  eager?: boolean;
}) => {
  const [failed, setFailed] = useState(false);
  if (src === "" || failed) return <div className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading={eager ? "eager" : "lazy"}
      width={640}
      height={360}
      onError={() => setFailed(true)}
    />
  );
};
